import ArgumentParser
import Foundation
import Judge
import PrepKit

extension Prep {
    /// `prep show`: the statement, limits and samples, readable in a terminal.
    struct ShowCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show a problem's statement, limits and samples.")

        @Argument(help: "The problem's slug (or its LeetCode number).", completion: Completions.problems) var problem: String
        @Option(help: "Show function mode's signature as this language writes it (default: $PREP_LANG, else language-neutral).",
                completion: Completions.languages)
        var lang: String?
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var common: CommonOptions

        func run() async throws {
            let (store, paths) = try common.open()
            let found = try ProblemLookup(store: store, problems: paths.problems).find(problem)
            let shown = try ProblemDetails.load(found.slug, store: store)
            if json { return try Output.json(shown) }
            let terminal = common.terminal
            print(terminal.paint("\(shown.name)  (\(shown.slug))", .bold))
            print(terminal.paint(Self.header(shown), .dim))
            if let growth = shown.growth {
                print(terminal.paint("Your growth: \(growth.outcome) (\(growth.file), \(Format.relative(growth.at)); prep growth measures it again)", .dim))
            }
            print()
            if let interface = shown.interface {
                print(terminal.paint("Function mode", .bold) + terminal.paint(" (prep new \(shown.slug) writes the stub; --stdin for a program)", .dim))
                let name = lang ?? ProcessInfo.processInfo.environment["PREP_LANG"]
                if let name {
                    guard let language = Languages.named(name) else { throw PrepError("unknown language '\(name)'; prep languages lists them") }
                    guard let stub = interface.stub(in: language) else {
                        throw PrepError("function mode is not available in \(language.name)")
                    }
                    print(Self.indent(stub.trimmingCharacters(in: .whitespacesAndNewlines)))
                } else {
                    print(Self.indent(interface.signature))
                }
                if interface.compare != .exact { print(terminal.paint("    compared: \(interface.compare)", .dim)) }
                print()
            }
            print(MarkdownRenderer(terminal: terminal).render(shown.statement))
            for sample in shown.samplesNotInStatement {
                print(terminal.paint("Sample \(sample.name)", .bold))
                print(Self.indent(sample.input) + "\n" + terminal.paint("  →", .dim) + "\n" + Self.indent(sample.output))
            }
            if let hints = try? Hints(store: store).shown(shown.slug), hints.total > 0 {
                let revealed = hints.hints.isEmpty ? "" : ", \(hints.hints.count) revealed"
                print(terminal.paint("\(hints.total) hints\(revealed): prep hint \(shown.slug)", .dim))
            }
        }

        /// "medium · graphs · time limit 1.00 s, Python 3 3.00 s · memory 256 MiB · LeetCode 198 House Robber".
        static func header(_ shown: ProblemDetails) -> String {
            var header = [shown.difficulty, shown.topics.joined(separator: ", ")].filter { !$0.isEmpty }
            header.append((shown.timeLimit.map { "time limit \(Format.seconds($0))" } ?? "time limit derived")
                + shown.otherLanguageLimits.map { ", \($0.language) \(Format.seconds($0.seconds))" }.joined())
            header.append("memory \(shown.memoryMiB) MiB")
            if let twin = shown.leetcode { header.append("LeetCode \(twin.number) \(twin.title)") }
            return header.joined(separator: " · ")
        }

        static func indent(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        }
    }
}
