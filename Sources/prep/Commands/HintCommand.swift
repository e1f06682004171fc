import ArgumentParser
import Foundation
import PrepKit

extension Prep {
    /// `prep hint`: reveal a problem's hints one at a time, from a nudge to the key idea.
    struct HintCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "hint",
            abstract: "Reveal the next hint of a problem (and show the ones revealed before).",
            discussion: """
                Hints come from the package's statement/hints.md, one '## ' section each. Every hint \
                revealed is recorded: prep history shows how many came before each attempt, and an \
                accepted solve after a hint is suggested the review rating "hard" instead of "good".
                """)

        @Argument(help: "The problem's slug (or its LeetCode number).", completion: Completions.problems) var problem: String
        @Flag(help: "Only show the hints revealed so far; reveal none.") var seen = false
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var common: CommonOptions

        func run() async throws {
            let (store, paths) = try common.open()
            let slug = try ProblemLookup(store: store, problems: paths.problems).find(problem).slug
            let hints = Hints(store: store)
            let shown = seen ? try hints.shown(slug) : try await hints.revealNext(slug)
            if json { return try Output.json(shown) }
            let terminal = common.terminal
            guard shown.total > 0 else {
                Output.error("prep: \(slug) has no hints")
                return
            }
            guard !shown.hints.isEmpty else {
                Output.error("prep: no hint of \(slug) revealed yet (\(shown.total) available); prep hint \(slug) reveals the first")
                return
            }
            let renderer = MarkdownRenderer(terminal: terminal)
            for hint in shown.hints {
                let isNew = hint.number == shown.revealed
                print(terminal.paint("Hint \(hint.number) of \(shown.total)", isNew ? .bold : .dim))
                print(renderer.render(hint.text))
                if hint.number != shown.hints.last?.number { print() }
            }
            if shown.revealed == nil && !seen {
                Output.error(terminal.paint("all \(shown.total) hints of \(slug) are revealed", .dim))
            } else if shown.hints.count < shown.total {
                Output.error(terminal.paint("\(shown.total - shown.hints.count) more: prep hint \(slug)", .dim))
            }
        }
    }
}
