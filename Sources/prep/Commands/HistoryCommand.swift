import ArgumentParser
import Foundation
import PrepKit

extension Prep {
    /// `prep history`: attempts with verdict, language, time, memory and date.
    struct HistoryCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history", abstract: "List your attempts, newest first.")

        @Argument(help: "Only this problem's attempts.") var problem: String?
        @Option(parsing: .unconditional, help: "At most this many attempts (default: 50; 0 for all).") var limit: Int = 50
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var common: CommonOptions

        func validate() throws {
            if limit < 0 { throw ValidationError("--limit must be 0 (all) or more (got \(limit))") }
        }

        func run() async throws {
            let (store, _) = try common.open()
            let slug = try problem.map { try ProblemLookup(store: store).find($0).slug }
            let entries = try History(store: store).entries(problem: slug, limit: limit > 0 ? limit : nil)
            if json { return try Output.json(entries) }
            guard !entries.isEmpty else {
                Output.error("prep: no attempts yet\(slug.map { " for \($0)" } ?? ""); try prep solve <problem>")
                return
            }
            let terminal = common.terminal
            var table = Table(["WHEN", "PROBLEM", "VERDICT", "TESTS", "LANGUAGE", "TIME", "MEMORY"], rightAligned: [3, 5, 6])
            for e in entries {
                table.add([Format.relative(e.startedAt), e.problem, terminal.verdict(e.verdict), "\(e.testsPassed)/\(e.testsTotal)",
                           e.mode == .function ? "\(e.language) (function)" : e.language, Format.seconds(e.cpuSeconds), e.peakMemoryBytes > 0 ? Format.memory(e.peakMemoryBytes) : ""])
            }
            print(table.render(terminal))
        }
    }
}
