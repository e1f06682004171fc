import ContextStack
import Foundation
import Judge

/// A problem as `prep show` presents it: statement, limits and the package's samples.
public struct ProblemDetails: Sendable, Codable {
    public struct Sample: Sendable, Codable {
        public var name: String
        public var input: String
        public var output: String
    }

    public var slug: String
    public var name: String
    public var topics: [String]
    public var difficulty: String
    /// The package's stated limit; nil when prep derives one.
    public var timeLimit: Double?
    public var memoryMiB: Int
    public var statement: String
    public var samples: [Sample]
    /// The function or class function mode asks for; nil when the problem has none.
    public var interface: FunctionInterface?
    /// Whether a program reading standard input can solve it.
    public var offersStdinMode: Bool
    /// The latest `prep growth` of it, if any.
    public var growth: PracticeLog.Entry?
    /// Language id → its own limit, where the package gives one (`language_time_limits`).
    public var languageTimeLimits: [String: Double] = [:]
    /// The LeetCode problem it is, when it has a twin.
    public var leetcode: LeetCodeTwin?
    /// "stdin", "function", or both.
    public var modes: [String] = []

    /// The catalogue's problem `slug`, with the samples read from its package.
    /// - Throws: `PrepError` when the catalogue has no such problem.
    public static func load(_ slug: String, store: PrepStore) throws -> ProblemDetails {
        let view = store.view
        return try view.performAndWait {
            guard let p = try Problem.named(slug, in: view) else { throw PrepError("unknown problem '\(slug)'") }
            let growth = try view.fetch(FetchRequest<PracticeRun>(.and([PracticeRun.problem == p.objectID, PracticeRun.kind == "growth"]),
                                                                  sortedBy: [PracticeRun.startedAt.descending], limit: 1)).first
            return ProblemDetails(slug: p.slug, name: p.name, topics: p.topics, difficulty: p.difficulty, timeLimit: p.timeLimit,
                                  memoryMiB: p.memoryMiB, statement: p.statement,
                                  samples: samples(in: URL(fileURLWithPath: p.packagePath)),
                                  interface: try? FunctionInterface.declared(inPackage: URL(fileURLWithPath: p.packagePath)),
                                  offersStdinMode: FunctionInterface.offersStdinMode(packageAt: URL(fileURLWithPath: p.packagePath)),
                                  growth: growth.map(PracticeLog.Entry.init), languageTimeLimits: p.languageTimeLimits,
                                  leetcode: p.leetcode, modes: p.modes)
        }
    }

    /// The `data/sample` pairs of a package, by name; a pair missing its answer is left out.
    static func samples(in package: URL) -> [Sample] {
        let folder = package.appendingPathComponent("data/sample")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".in") }.sorted()
        return names.compactMap { name in
            let base = String(name.dropLast(3))
            guard let input = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
                  let output = try? String(contentsOf: folder.appendingPathComponent(base + ".ans"), encoding: .utf8) else { return nil }
            return Sample(name: base, input: input, output: output)
        }
    }

    /// The languages whose limit differs from the problem's, by name, slowest last:
    /// [("Python 3", 3.0), ("Java", 2.0)].
    public var otherLanguageLimits: [(language: String, seconds: Double)] {
        languageTimeLimits.filter { $0.value != timeLimit }
            .map { entry in (Languages.all.first { $0.id == entry.key }?.name ?? entry.key, entry.value) }
            .sorted { ($0.seconds, $0.language) < ($1.seconds, $1.language) }
    }

    /// Samples the statement does not already show (by their input's text).
    public var samplesNotInStatement: [Sample] {
        samples.filter { !statement.contains($0.input.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// The samples as function mode's calls, the way LeetCode shows examples
    /// (`nums = [2,7], target = 9 → [0,1]`; a design's calls, arguments and results on three
    /// lines), after an "Examples:" line; empty when the package's samples cannot be read.
    public static func functionExamples(packagePath: String, interface: FunctionInterface) -> String {
        guard let package = try? ProblemPackage.load(from: URL(fileURLWithPath: packagePath)),
              let cases = try? package.functionTestCases() else { return "" }
        func read(_ url: URL) -> [String] {
            ((try? String(contentsOf: url, encoding: .utf8)) ?? "").split(separator: "\n").map { line in
                line.count > 160 ? String(line.prefix(160)) + "…" : String(line)
            }
        }
        var lines = ["", "Examples:"]
        for test in cases where test.isSample {
            let input = read(test.input), answer = read(test.answer).joined()
            if interface.isDesign {
                lines += ["  calls:     " + (input.first ?? ""), "  arguments: " + (input.dropFirst().first ?? ""), "  results:   " + answer]
            } else {
                let names = interface.methods[0].parameters.map(\.name)
                lines.append("  " + zip(names, input).map { "\($0) = \($1)" }.joined(separator: ", ") + " → " + answer)
            }
        }
        return lines.count > 2 ? lines.joined(separator: "\n") : ""
    }
}
