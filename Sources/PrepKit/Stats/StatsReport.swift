import Foundation
import GRDB

/// Where the person stands: solved / attempted / total by difficulty and by topic, acceptance,
/// streaks, a 26-week activity calendar, the weakest topics, the median time from a first
/// attempt to an accepted one, and how many reviews are due.
public struct StatsReport: Sendable, Codable {
    public struct Tally: Sendable, Codable {
        public var name: String
        public var solved = 0
        public var attempted = 0
        public var total = 0
    }

    public struct Day: Sendable, Codable {
        /// "2026-11-21", in the local time zone.
        public var date: String
        public var attempts: Int
        public var accepted: Int
    }

    public var overall: Tally
    public var byDifficulty: [Tally]
    public var byTopic: [Tally]
    public var attempts: Int
    public var acceptedAttempts: Int
    /// Accepted attempts over finished ones (0 when there are none).
    public var acceptanceRate: Double
    /// Days in a row, ending today (or yesterday), with at least one attempt.
    public var currentStreak: Int
    public var longestStreak: Int
    /// The last 26 weeks, oldest first, ending today.
    public var calendar: [Day]
    /// Attempted topics with the lowest share solved (then the most failed attempts).
    public var weakestTopics: [Tally]
    /// Median, over solved problems, of the time from the first attempt to the first accepted one.
    public var medianSecondsToAccepted: Double?
    public var reviewsDue: Int
    /// Interview sessions (`prep interview`): count, success rate, median minutes.
    public var interviews: InterviewSummary
    /// The topic the report was narrowed to, if any.
    public var topic: String?

    /// Builds the report from the store in one read transaction.
    /// - Parameters:
    ///   - topic: narrow everything to problems of this topic.
    ///   - now: the reference time (today's date, due reviews).
    public static func make(store: PrepStore, topic: String? = nil, now: Date = Date(),
                            calendar: Calendar = .current) throws -> StatsReport {
        let offset = Double(calendar.timeZone.secondsFromGMT(for: now))
        let today = Int(((now.timeIntervalSince1970 + offset) / 86_400).rounded(.down))
        return try store.reader.read { db in
            var overall = Tally(name: "all")
            var difficulties: [String: Tally] = [:]
            var topics: [String: Tally] = [:]
            var failedByTopic: [String: Int] = [:]
            var toAccepted: [Double] = []
            var attempts = 0, accepted = 0, finished = 0
            for standing in try PrepStore.problemStandings(db, topic: topic) {
                // An interrupted solve (Ctrl-C, a killed prep) was never judged: it is no attempt here.
                let n = standing.finished, ok = standing.accepted
                attempts += n
                accepted += ok
                finished += standing.finished
                let solved = ok > 0, tried = n > 0
                func count(_ tally: inout Tally) {
                    tally.total += 1
                    if tried { tally.attempted += 1 }
                    if solved { tally.solved += 1 }
                }
                count(&overall)
                let difficulty = standing.difficulty.isEmpty ? "unrated" : standing.difficulty
                count(&difficulties[difficulty, default: Tally(name: difficulty)])
                for t in Problem.topics(from: standing.topicList) where topic == nil || t == topic {
                    count(&topics[t, default: Tally(name: t)])
                    failedByTopic[t, default: 0] += n - ok
                }
                if let first = standing.firstAttempt, let ac = standing.firstAccepted {
                    toAccepted.append(max(0, ac - first))
                }
            }
            let activity = try PrepStore.activity(db, utcOffset: offset, topic: topic)
            let due = try PrepStore.reviewsDue(db, by: now)
            let interviews = try PrepStore.interviewSummary(db)

            let (current, longest) = streaks(Set(activity.keys), today: today)
            let firstDay = today - 26 * 7 + 1
            let formatter = DateFormatter()
            formatter.dateFormat = "yyyy-MM-dd"
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            let days = (firstDay...today).map { day -> Day in
                let (n, ok) = activity[day] ?? (0, 0)
                return Day(date: formatter.string(from: Date(timeIntervalSince1970: Double(day) * 86_400)), attempts: n, accepted: ok)
            }
            let order = ["easy", "medium", "hard", "unrated"]
            let weakest = topics.values.filter { $0.attempted > 0 && $0.solved < $0.attempted }.sorted {
                let (a, b) = (Double($0.solved) / Double($0.attempted), Double($1.solved) / Double($1.attempted))
                return a != b ? a < b : (failedByTopic[$0.name] ?? 0, $1.name) > (failedByTopic[$1.name] ?? 0, $0.name)
            }
            return StatsReport(
                overall: overall,
                byDifficulty: difficulties.values.sorted { (order.firstIndex(of: $0.name) ?? 9, $0.name) < (order.firstIndex(of: $1.name) ?? 9, $1.name) },
                byTopic: topics.values.sorted { $0.name < $1.name },
                attempts: attempts, acceptedAttempts: accepted,
                acceptanceRate: finished == 0 ? 0 : Double(accepted) / Double(max(finished, accepted)),
                currentStreak: current, longestStreak: longest, calendar: days,
                weakestTopics: Array(weakest.prefix(3)), medianSecondsToAccepted: median(toAccepted),
                reviewsDue: due, interviews: interviews, topic: topic)
        }
    }

    /// The current streak (ending today, or yesterday if today has nothing yet) and the longest.
    static func streaks(_ days: Set<Int>, today: Int) -> (current: Int, longest: Int) {
        var longest = 0, run = 0, previous: Int?
        for day in days.sorted() {
            run = (previous == day - 1) ? run + 1 : 1
            longest = max(longest, run)
            previous = day
        }
        var current = 0
        var day = days.contains(today) ? today : today - 1
        while days.contains(day) {
            current += 1
            day -= 1
        }
        return (current, longest)
    }

    static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let mid = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
    }
}
