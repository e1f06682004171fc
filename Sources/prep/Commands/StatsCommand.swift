import ArgumentParser
import Foundation
import PrepKit

extension Prep {
    /// `prep stats`: progress by difficulty and topic, streaks, a calendar, what is weak.
    struct StatsCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stats", abstract: "Show your progress: by difficulty and topic, streaks, weak spots, reviews due.")

        @Option(help: "Only this topic's problems.") var topic: String?
        @Flag(help: "Print JSON.") var json = false
        @OptionGroup var common: CommonOptions

        func run() async throws {
            let (store, _) = try common.open()
            let report = try StatsReport.make(store: store, topic: topic)
            if json { return try Output.json(report) }
            let t = common.terminal
            let o = report.overall
            print(t.paint("Solved \(o.solved) of \(o.total)", .bold) + (topic.map { " in \($0)" } ?? "")
                + " · attempted \(o.attempted) · \(report.attempts) attempts, "
                + String(format: "%.0f%% accepted", report.acceptanceRate * 100))
            print("Streak: \(report.currentStreak) day\(report.currentStreak == 1 ? "" : "s") (longest \(report.longestStreak))"
                + (report.medianSecondsToAccepted.map { " · median time to accepted \(Format.duration($0))" } ?? "")
                + " · \(report.reviewsDue) review\(report.reviewsDue == 1 ? "" : "s") due")
            let i = report.interviews
            if i.sessions > 0 {
                print("Interviews: \(i.sessions) · " + String(format: "%.0f%% accepted", i.successRate * 100)
                    + (i.medianMinutes.map { " · median \(Format.duration($0 * 60))" } ?? ""))
            }
            print()
            var difficulty = Table(["DIFFICULTY", "SOLVED", "ATTEMPTED", "TOTAL", ""], rightAligned: [1, 2, 3])
            for tally in report.byDifficulty { difficulty.add(row(tally, t)) }
            print(difficulty.render(t))
            print()
            var topics = Table(["TOPIC", "SOLVED", "ATTEMPTED", "TOTAL", ""], rightAligned: [1, 2, 3])
            for tally in report.byTopic { topics.add(row(tally, t)) }
            print(topics.render(t))
            if !report.weakestTopics.isEmpty {
                print()
                print("Weakest: " + report.weakestTopics.map { "\($0.name) (\($0.solved)/\($0.attempted) solved)" }.joined(separator: ", "))
            }
            print()
            print(Heatmap.render(report.calendar, terminal: t))
        }

        private func row(_ tally: StatsReport.Tally, _ t: Terminal) -> [String] {
            let width = 20
            let filled = tally.total == 0 ? 0 : width * tally.solved / tally.total
            let bar = t.paint(String(repeating: "█", count: filled), .green) + t.paint(String(repeating: "·", count: width - filled), .dim)
            return [tally.name, "\(tally.solved)", "\(tally.attempted)", "\(tally.total)", bar]
        }
    }
}

/// A GitHub-style calendar of the last 26 weeks: a column per week, a row per weekday.
enum Heatmap {
    static func render(_ days: [StatsReport.Day], terminal: Terminal) -> String {
        guard !days.isEmpty else { return "" }
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        // Monday = 0 ... Sunday = 6.
        func weekday(_ day: StatsReport.Day) -> Int {
            guard let date = formatter.date(from: day.date) else { return 0 }
            return (calendar.component(.weekday, from: date) + 5) % 7
        }
        let lead = weekday(days[0])
        let columns = (lead + days.count + 6) / 7
        var grid = Array(repeating: Array(repeating: " ", count: columns), count: 7)
        let peak = max(1, days.map(\.attempts).max() ?? 1)
        for (i, day) in days.enumerated() {
            let slot = lead + i
            let glyphs = ["·", "░", "▒", "▓", "█"]
            let level = day.attempts == 0 ? 0 : 1 + min(3, (day.attempts - 1) * 4 / peak)
            let glyph = glyphs[level]
            grid[slot % 7][slot / 7] = level == 0 ? terminal.paint(glyph, .dim) : terminal.paint(glyph, .green)
        }
        let names = ["Mon", "   ", "Wed", "   ", "Fri", "   ", "Sun"]
        var lines = ["Last 26 weeks (\(days.first?.date ?? "") to \(days.last?.date ?? ""))"]
        for row in 0..<7 { lines.append(names[row] + " " + grid[row].joined()) }
        lines.append("    less " + ["·", "░", "▒", "▓", "█"].map { terminal.paint($0, .green) }.joined() + " more")
        return lines.joined(separator: "\n")
    }
}
