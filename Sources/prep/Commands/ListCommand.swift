import ArgumentParser
import Foundation
import PrepKit

extension ProblemRow.Status: ExpressibleByArgument {}

extension Prep {
    /// `prep list`: the catalogue, with each problem's status, best time and last attempt.
    struct ListCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list", abstract: "List the problems, with your status on each.")

        @Option(help: "Only problems of this topic (e.g. graphs).") var topic: String?
        @Option(help: "Only problems of this difficulty: easy, medium or hard.") var difficulty: String?
        @Option(help: "Only problems that are solved, attempted or new.") var status: ProblemRow.Status?
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var common: CommonOptions

        func run() async throws {
            let (store, _) = try common.open()
            if let topic { try ProblemListing(store: store).checkTopic(topic) }
            if let difficulty, !["easy", "medium", "hard"].contains(difficulty) {
                throw PrepError("unknown difficulty '\(difficulty)' (easy, medium or hard)")
            }
            let rows = try ProblemListing(store: store).rows(topic: topic, difficulty: difficulty, status: status)
            if json { return try Output.json(rows) }
            let terminal = common.terminal
            guard !rows.isEmpty else {
                Output.error("prep: no problems match")
                return
            }
            var table = Table(["", "PROBLEM", "LC", "DIFFICULTY", "TOPICS", "BEST", "LAST"])
            for row in rows {
                let mark: String
                switch row.status {
                case .solved: mark = terminal.paint("✓", .green)
                case .attempted: mark = terminal.paint("•", .yellow)
                case .new: mark = " "
                }
                let last = row.lastAttemptAt.map { "\(row.lastVerdict.map { terminal.verdict($0) } ?? "") \(Format.relative($0))" } ?? ""
                table.add([mark, row.slug + (row.isMissing ? terminal.paint(" (missing)", .dim) : ""), row.leetcode.map(String.init) ?? "",
                           row.difficulty,
                           row.topics.joined(separator: ", "), row.bestCPUSeconds.map(Format.seconds) ?? "", last])
            }
            print(table.render(terminal))
            let solved = rows.filter { $0.status == .solved }.count
            Output.error("\(rows.count) problems, \(solved) solved")
        }
    }
}
