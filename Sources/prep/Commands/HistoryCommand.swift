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
            // The stretch column, when an attempt shown ran a stretch tier (function mode).
            let stretch = entries.contains { $0.stretch != nil }
            var headers = ["WHEN", "PROBLEM", "VERDICT", "TESTS"]
            if stretch { headers.append("STRETCH") }
            headers += ["LANGUAGE", "TIME", "MEMORY"]
            if hints { headers.append("HINTS") }
            if growth { headers.append("GROWTH") }
            let rightAligned = Set(["TESTS", "TIME", "MEMORY", "HINTS"].compactMap { headers.firstIndex(of: $0) })
            var table = Table(headers, rightAligned: rightAligned)
            for e in entries {
                var row = [Format.relative(e.startedAt), e.problem, terminal.verdict(e.verdict), "\(e.testsPassed)/\(e.testsTotal)"]
                if stretch { row.append(e.stretch ?? "") }
                row.append(e.mode == .function ? "\(e.language) (function)" : e.language)
                row.append(Format.seconds(e.cpuSeconds))
                row.append(e.peakMemoryBytes > 0 ? Format.memory(e.peakMemoryBytes) : "")
                if hints { row.append(e.hintsUsed > 0 ? "\(e.hintsUsed)" : "") }
                if growth { row.append(e.growth ?? "") }
                table.add(row)
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
