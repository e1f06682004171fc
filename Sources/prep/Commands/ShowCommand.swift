import ArgumentParser
import ContextStack
import Foundation
import PrepKit

extension Prep {
    /// `prep show`: the statement, limits and samples, readable in a terminal.
    struct ShowCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show a problem's statement, limits and samples.")

        @Argument(help: "The problem's slug.") var problem: String
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var common: CommonOptions

        struct Shown: Codable {
            var slug: String
            var name: String
            var topics: [String]
            var difficulty: String
            var timeLimit: Double?
            var memoryMiB: Int
            var statement: String
            var samples: [Sample]
        }

        struct Sample: Codable {
            var name: String
            var input: String
            var output: String
        }

        func run() async throws {
            let (store, paths) = try common.open()
            let found = try ProblemLookup(store: store, problems: paths.problems).find(problem)
            let view = store.view
            let shown = try view.performAndWait { () -> Shown in
                guard let p = try Problem.named(found.slug, in: view) else {
                    throw PrepError("unknown problem '\(found.slug)'")
                }
                return Shown(slug: p.slug, name: p.name, topics: p.topics, difficulty: p.difficulty, timeLimit: p.timeLimit,
                             memoryMiB: p.memoryMiB, statement: p.statement, samples: Self.samples(p.packagePath))
            }
            if json { return try Output.json(shown) }
            let terminal = common.terminal
            var header = [shown.difficulty, shown.topics.joined(separator: ", ")].filter { !$0.isEmpty }
            header.append(shown.timeLimit.map { "time limit \(Format.seconds($0))" } ?? "time limit derived")
            header.append("memory \(shown.memoryMiB) MiB")
            print(terminal.paint("\(shown.name)  (\(shown.slug))", .bold))
            print(terminal.paint(header.joined(separator: " · "), .dim))
            print()
            print(MarkdownRenderer(terminal: terminal).render(shown.statement))
            let unseen = shown.samples.filter { !shown.statement.contains($0.input.trimmingCharacters(in: .whitespacesAndNewlines)) }
            for sample in unseen {
                print(terminal.paint("Sample \(sample.name)", .bold))
                print(Self.indent(sample.input) + "\n" + terminal.paint("  →", .dim) + "\n" + Self.indent(sample.output))
            }
        }

        static func samples(_ packagePath: String) -> [Sample] {
            let folder = URL(fileURLWithPath: packagePath).appendingPathComponent("data/sample")
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".in") }.sorted()
            return names.compactMap { name in
                let base = String(name.dropLast(3))
                guard let input = try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8),
                      let output = try? String(contentsOf: folder.appendingPathComponent(base + ".ans"), encoding: .utf8) else { return nil }
                return Sample(name: base, input: input, output: output)
            }
        }

        static func indent(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        }
    }
}
