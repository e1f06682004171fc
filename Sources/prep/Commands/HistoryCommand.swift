import ArgumentParser
import Foundation
import PrepKit

extension Prep {
    /// `prep history`: attempts with verdict, language, time, memory and date.
    struct HistoryCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history", abstract: "List your attempts, newest first.")

        @Argument(help: "Only this problem's attempts.", completion: Completions.problems) var problem: String?
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
            let terminal = common.terminal
            // Runs, stress and growth: recorded, but not attempts.
            let runs = try PracticeLog.entries(problem: slug, limit: 5, store: store)
            guard !entries.isEmpty else {
                Output.error("prep: no attempts yet\(slug.map { " for \($0)" } ?? ""); try prep solve \(slug ?? "<problem>")")
                if !runs.isEmpty { print(Self.practice(runs, terminal)) }
                return
            }
            // The growth column, when a source shown was measured by prep growth.
            let growth = entries.contains { $0.growth != nil }
            // The hints column, when an attempt shown came after a hint (prep hint).
            let hints = entries.contains { $0.hintsUsed > 0 }
            var table = Table(["WHEN", "PROBLEM", "VERDICT", "TESTS", "LANGUAGE", "TIME", "MEMORY"] + (hints ? ["HINTS"] : [])
                              + (growth ? ["GROWTH"] : []), rightAligned: hints ? [3, 5, 6, 7] : [3, 5, 6])
            for e in entries {
                table.add([Format.relative(e.startedAt), e.problem, terminal.verdict(e.verdict), "\(e.testsPassed)/\(e.testsTotal)",
                           e.mode == .function ? "\(e.language) (function)" : e.language, Format.seconds(e.cpuSeconds),
                           e.peakMemoryBytes > 0 ? Format.memory(e.peakMemoryBytes) : ""]
                          + (hints ? [e.hintsUsed > 0 ? "\(e.hintsUsed)" : ""] : []) + (growth ? [e.growth ?? ""] : []))
            }
            print(table.render(terminal))
            if !runs.isEmpty {
                print()
                print(Self.practice(runs, terminal))
            }
        }

        /// The latest practice runs (prep run, stress, growth), which are not attempts.
        static func practice(_ runs: [PracticeLog.Entry], _ terminal: Terminal) -> String {
            var practice = Table(["WHEN", "PROBLEM", "KIND", "FILE", "OUTCOME"])
            for run in runs { practice.add([Format.relative(run.at), run.problem, run.kind, run.file, run.outcome]) }
            return terminal.paint("Practice runs (prep run, stress, growth; not counted as attempts):", .dim) + "\n" + practice.render(terminal)
        }
    }
}
