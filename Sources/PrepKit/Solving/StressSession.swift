import Foundation
import Judge

/// What `prep stress` and `prep growth` start from: the problem found as `prep solve` finds it,
/// its package, and the solution file.
struct PracticeSetup {
    var slug: String
    var package: ProblemPackage
    var solution: Submission

    /// - Throws: `PrepError` with one line: an unknown problem, a missing file, a broken package,
    ///   a problem with no random input generator.
    init(store: PrepStore, paths: PrepPaths, problem: String, file: String?, lang: String?, command: String,
         grading: GradingOptions, directory: URL) throws {
        let found = try ProblemLookup(store: store, problems: paths.problems).find(problem)
        guard !found.isMissing else {
            throw PrepError("\(found.slug)'s package is gone from \(paths.problems.path); restore it to \(command) it")
        }
        slug = found.slug
        solution = try SolutionFile.resolve(slug: found.slug, argument: file, lang: lang, directory: directory)
        do { package = try ProblemPackage.load(from: URL(fileURLWithPath: found.packagePath), cacheDirectory: grading.cacheDirectory) } catch {
            throw PrepError(error)
        }
        if let interface = package.interface { solution.mode = package.offersStdinMode ? interface.mode(of: solution) : .function }
        guard FileManager.default.fileExists(atPath: package.root.appendingPathComponent("generators/random_input.py").path) else {
            throw PrepError("\(found.slug) has no random input generator (generators/random_input.py)")
        }
        if package.type.isInteractive || package.type.isMultiPass {
            throw PrepError("\(found.slug) is \(package.type.isInteractive ? "interactive" : "multi-pass"): prep \(command) cannot run it")
        }
    }

    /// The package's accepted reference in `mode`, in the fastest-starting language available:
    /// C++, then Swift, Rust, C, Java, Python, JavaScript.
    static func reference(for package: ProblemPackage, solutions: URL?, mode: SolutionMode = .stdin) -> Submission? {
        let candidates = package.referenceSubmissions(solutionsRoot: solutions)
            .filter { $0.expectation.label == "accepted" && $0.language != nil }
            .compactMap { reference -> Submission? in
                guard var submission = try? Submission(url: reference.url, language: reference.language) else { return nil }
                submission.mode = package.interface?.mode(of: submission) ?? .stdin
                return submission
            }
            .filter { $0.mode == mode }
        let order = ["cpp", "swift", "rust", "c", "java", "python3", "javascript"]
        return candidates.min { (order.firstIndex(of: $0.language.id) ?? 99) < (order.firstIndex(of: $1.language.id) ?? 99) }
    }
}

/// `prep stress <problem> [file] [--against FILE]`: the solution, found as `prep solve` finds
/// it, against an oracle (the user's brute force, else the problem's accepted reference
/// program), on the problem's random inputs (see `Stress`).
public enum StressSession {
    /// The stress run to do.
    /// - Throws: `PrepError` with one line: an unknown problem, a missing file, a problem with
    ///   no generator or no reference to compare with.
    public static func prepare(store: PrepStore, paths: PrepPaths, problem: String, file: String?, lang: String?,
                               against: String?, options: Stress.Options, grading: GradingOptions,
                               directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws -> Stress {
        let setup = try PracticeSetup(store: store, paths: paths, problem: problem, file: file, lang: lang, command: "stress",
                                      grading: grading, directory: directory)
        let oracle: Submission
        if let against {
            let url = URL(fileURLWithPath: against, relativeTo: directory).standardizedFileURL
            do { oracle = try Submission(url: url) } catch { throw PrepError("--against: \(error)") }
            if let interface = setup.package.interface, interface.mode(of: oracle) == .function {
                throw PrepError("--against \(url.lastPathComponent): the oracle must be a program reading standard input (a function-mode brute force is not supported yet)")
            }
        } else {
            guard let reference = PracticeSetup.reference(for: setup.package, solutions: paths.solutions) else {
                throw PrepError("\(setup.slug) has no accepted reference program to compare with; name one with --against")
            }
            oracle = reference
        }
        return Stress(package: setup.package, solution: setup.solution, oracle: oracle, grading: grading, options: options)
    }

    /// Records a finished stress run (not an attempt: it does not count in `prep stats`).
    public static func record(_ stress: Stress, outcome: Stress.Outcome, startedAt: Date, details: String,
                              store: PrepStore) async throws {
        let line: String
        if let found = outcome.found {
            line = "\(found.verdict.code) at size \(found.size) (seed \(found.seed)) after \(outcome.rounds) inputs"
        } else {
            line = "\(outcome.rounds) inputs agree"
        }
        try await PracticeLog.record(kind: "stress", problem: stress.package.slug, solution: stress.solution, startedAt: startedAt,
                                     outcome: line, complexity: nil, exponent: nil, details: details, store: store)
    }
}

/// `prep growth <problem> [file]`: the solution and the problem's reference timed on random
/// inputs of growing sizes (see `Growth`).
public struct GrowthSession: Sendable {
    public var growth: Growth
    public var solution: Submission
    /// The problem's accepted reference in the solution's mode (else a program), if it has one.
    public var reference: Submission?
    /// The accepted reference program that answers the inputs function mode's converter needs.
    public var answerer: Submission?

    /// - Throws: `PrepError` with one line: an unknown problem, a missing file, a problem with no
    ///   generator or no largest size, sizes outside the problem's range.
    public static func prepare(store: PrepStore, paths: PrepPaths, problem: String, file: String?, lang: String?,
                               options: Growth.Options, grading: GradingOptions,
                               directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws -> GrowthSession {
        let setup = try PracticeSetup(store: store, paths: paths, problem: problem, file: file, lang: lang, command: "measure",
                                      grading: grading, directory: directory)
        let reference = PracticeSetup.reference(for: setup.package, solutions: paths.solutions, mode: setup.solution.mode)
            ?? PracticeSetup.reference(for: setup.package, solutions: paths.solutions)
        return GrowthSession(growth: Growth(package: setup.package, grading: grading, options: options),
                             solution: setup.solution, reference: reference,
                             answerer: PracticeSetup.reference(for: setup.package, solutions: paths.solutions))
    }

    /// The sizes to measure.
    /// - Throws: `PrepError` when the problem does not say its largest size and `--sizes` does
    ///   not either, or `--sizes` starts above it.
    public func sizes() throws -> [Int] {
        let largest: Int?
        do { largest = try Growth.maxSize(of: growth.package) } catch { throw PrepError(error) }
        let slug = growth.package.slug
        guard let upper = growth.options.sizes.map({ min($0.upperBound, largest ?? $0.upperBound) }) ?? largest else {
            throw PrepError("\(slug)'s problem.yaml does not give random_input.max_size (the largest size); name the sizes with --sizes A..B")
        }
        if let lower = growth.options.sizes?.lowerBound, lower > upper {
            throw PrepError("--sizes: \(slug)'s largest size is \(upper)")
        }
        return Growth.sizes(lower: growth.options.sizes?.lowerBound, upper: upper)
    }

    /// What each size is measured on (see `Growth.inputKinds`).
    /// - Throws: `PrepError` when problem.yaml's `random_input.worst_cases` is malformed.
    public func inputKinds() throws -> [Growth.InputKind] {
        do { return try growth.inputKinds() } catch { throw PrepError(error) }
    }

    /// Records a finished growth run with the source it measured.
    public func record(_ series: Growth.Series, startedAt: Date, details: String, store: PrepStore) async throws {
        let line = series.fit.map { String(format: "≈ n^%.1f, %@", $0.exponent, $0.complexity?.rawValue ?? "cannot tell") }
            ?? "no fit (\(series.points.count) sizes measured)"
        try await PracticeLog.record(kind: "growth", problem: growth.package.slug, solution: solution, startedAt: startedAt,
                                     outcome: line, complexity: series.fit?.complexity?.rawValue, exponent: series.fit?.exponent,
                                     details: details, store: store)
    }
}
