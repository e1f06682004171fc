import Foundation
import GRDB
import XCTest
@testable import PrepKit

/// `prep stats` and `prep list` over a known history: what is solved, attempted and new by
/// difficulty and topic, the acceptance rate of finished attempts, streaks of days, the 26-week
/// calendar, the time to a first accepted solution, the weakest topics, a report narrowed to one
/// topic, and each problem's standing in the listing.
///
/// The history, in days before `now` (2026-03-15 12:00 UTC):
///
/// | day  | add-two (easy; maths) | max-of (medium; arrays, sorting) |
/// |------|-----------------------|----------------------------------|
/// | -200 |                       | WA                               |
/// | -5   | WA (cpu 0.05)         |                                  |
/// | -4   | AC (cpu 0.25)         |                                  |
/// | -3   |                       | WA                               |
/// | -1   | AC (cpu 0.12)         | RUN (still judging)              |
/// | 0    |                       | INT (cut short)                  |
final class StatsReportTests: StoreTestCase {
    var utc: Calendar!
    var now: Date!

    override func setUpWithError() throws {
        try super.setUpWithError()
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try XCTUnwrap(TimeZone(identifier: "UTC"))
        utc = calendar
        now = try XCTUnwrap(calendar.date(from: DateComponents(year: 2026, month: 3, day: 15, hour: 12)))
        try CatalogueSync(store: store).sync(folder: Self.problems)
    }

    /// `hour`:00 UTC, `day` days from today.
    func at(_ day: Int, _ hour: Int, minute: Int = 0, second: Int = 0) -> Date {
        let midnight = utc.startOfDay(for: now)
        return midnight.addingTimeInterval(Double(day) * 86_400 + Double(hour * 3600 + minute * 60 + second))
    }

    func addHistory() throws {
        try addAttempt("max-of", .judged(.wrongAnswer), startedAt: at(-200, 9), finishedAt: at(-200, 9, minute: 1))
        try addAttempt("add-two", .judged(.wrongAnswer), startedAt: at(-5, 10), finishedAt: at(-5, 10, second: 20), cpuSeconds: 0.05)
        try addAttempt("add-two", .accepted, startedAt: at(-4, 10), finishedAt: at(-4, 10, second: 30), cpuSeconds: 0.25,
                       testsPassed: 3)
        try addAttempt("max-of", .judged(.wrongAnswer), startedAt: at(-3, 23, minute: 50), finishedAt: at(-3, 23, minute: 51))
        try addAttempt("add-two", .accepted, startedAt: at(-1, 8), finishedAt: at(-1, 8, second: 5), cpuSeconds: 0.12,
                       testsPassed: 3)
        try addAttempt("max-of", .running, startedAt: at(-1, 20))
        try addAttempt("max-of", .interrupted, startedAt: at(0, 9), finishedAt: at(0, 9, second: 40))
    }

    func report(topic: String? = nil) throws -> StatsReport {
        try StatsReport.make(store: store, topic: topic, now: now, calendar: utc)
    }

    func tally(_ tally: StatsReport.Tally) -> String {
        "\(tally.name) \(tally.solved)/\(tally.attempted)/\(tally.total)"
    }

    func testNothingAttemptedYet() throws {
        let report = try report()
        XCTAssertEqual(tally(report.overall), "all 0/0/2")
        XCTAssertEqual(report.attempts, 0)
        XCTAssertEqual(report.acceptanceRate, 0)
        XCTAssertEqual(report.currentStreak, 0)
        XCTAssertEqual(report.longestStreak, 0)
        XCTAssertNil(report.medianSecondsToAccepted)
        XCTAssertEqual(report.weakestTopics.count, 0)
        XCTAssertEqual(report.calendar.count, 182)
        XCTAssertTrue(report.calendar.allSatisfy { $0.attempts == 0 })
    }

    func testTalliesAcceptanceAndTimeToAccepted() throws {
        try addHistory()
        let report = try report()
        XCTAssertEqual(tally(report.overall), "all 1/2/2")
        XCTAssertEqual(report.byDifficulty.map(tally), ["easy 1/1/1", "medium 0/1/1"])
        XCTAssertEqual(report.byTopic.map(tally), ["arrays 0/1/1", "maths 1/1/1", "sorting 0/1/1"])
        // Seven recorded, five judged: a running and an interrupted solve are no attempts (issue 22).
        XCTAssertEqual(report.attempts, 5)
        XCTAssertEqual(report.acceptedAttempts, 2)
        // Two accepted of the five finished: the running and the interrupted one do not count.
        XCTAssertEqual(report.acceptanceRate, 2.0 / 5.0, accuracy: 1e-12)
        // add-two: first tried on day -5 at 10:00, first accepted when day -4's run ended.
        XCTAssertEqual(try XCTUnwrap(report.medianSecondsToAccepted), 86_400 + 30, accuracy: 1e-6)
        XCTAssertEqual(report.weakestTopics.map(tally), ["arrays 0/1/1", "sorting 0/1/1"])
        XCTAssertEqual(report.reviewsDue, 0)
        XCTAssertNil(report.topic)
    }

    func testStreaksAndTheCalendarCountDays() throws {
        try addHistory()
        let report = try report()
        // Days -5, -4, -3, then -1 and today: two now, three at best (day -200 stands alone).
        XCTAssertEqual(report.currentStreak, 2)
        XCTAssertEqual(report.longestStreak, 3)

        XCTAssertEqual(report.calendar.count, 182, "26 weeks")
        XCTAssertEqual(report.calendar.first?.date, "2025-09-15")
        XCTAssertEqual(report.calendar.last?.date, "2026-03-15", "ending today")
        let active = report.calendar.filter { $0.attempts > 0 }
        XCTAssertEqual(active.map(\.date), ["2026-03-10", "2026-03-11", "2026-03-12", "2026-03-14", "2026-03-15"])
        XCTAssertEqual(active.map(\.attempts), [1, 1, 1, 2, 1])
        XCTAssertEqual(active.map(\.accepted), [0, 1, 0, 1, 0])

        // Yesterday's attempts keep the streak alive until today has one.
        let morning = try StatsReport.make(store: store, now: at(1, 6), calendar: utc)
        XCTAssertEqual(morning.currentStreak, 2)
        let later = try StatsReport.make(store: store, now: at(2, 6), calendar: utc)
        XCTAssertEqual(later.currentStreak, 0)
        XCTAssertEqual(later.longestStreak, 3)
    }

    func testDaysFollowTheCalendarsTimeZone() throws {
        // In Tokyo (UTC+9) day -3's 23:50 UTC is the next morning, and day -1's 20:00 is
        // today: the days with attempts are -5, -4, then -2, -1 and today.
        try addHistory()
        var tokyo = Calendar(identifier: .gregorian)
        tokyo.timeZone = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
        let report = try StatsReport.make(store: store, now: now, calendar: tokyo)
        let active = report.calendar.filter { $0.attempts > 0 }
        XCTAssertEqual(active.map(\.date), ["2026-03-10", "2026-03-11", "2026-03-13", "2026-03-14", "2026-03-15"])
        XCTAssertEqual(active.map(\.attempts), [1, 1, 1, 1, 2])
        XCTAssertEqual(report.currentStreak, 3)
        XCTAssertEqual(report.longestStreak, 3)
    }

    func testNarrowingToATopic() throws {
        try addHistory()
        let maths = try report(topic: "maths")
        XCTAssertEqual(maths.topic, "maths")
        XCTAssertEqual(tally(maths.overall), "all 1/1/1")
        XCTAssertEqual(maths.byDifficulty.map(tally), ["easy 1/1/1"])
        XCTAssertEqual(maths.byTopic.map(tally), ["maths 1/1/1"])
        XCTAssertEqual(maths.attempts, 3)
        XCTAssertEqual(maths.acceptanceRate, 2.0 / 3.0, accuracy: 1e-12)
        XCTAssertEqual(maths.weakestTopics.count, 0)
        // Only add-two's days: -5, -4 and -1.
        XCTAssertEqual(maths.calendar.filter { $0.attempts > 0 }.map(\.date), ["2026-03-10", "2026-03-11", "2026-03-14"])
        XCTAssertEqual(maths.currentStreak, 1)
        XCTAssertEqual(maths.longestStreak, 2)

        let sorting = try report(topic: "sorting")
        XCTAssertEqual(tally(sorting.overall), "all 0/1/1")
        XCTAssertEqual(sorting.byTopic.map(tally), ["sorting 0/1/1"], "max-of's other topic is left out")
        XCTAssertEqual(sorting.acceptanceRate, 0)
        XCTAssertNil(sorting.medianSecondsToAccepted)
    }

    func testListingShowsEachProblemsStanding() throws {
        var rows = try ProblemListing(store: store).rows()
        XCTAssertEqual(rows.map(\.status), [.new, .new])
        XCTAssertEqual(rows.map(\.attempts), [0, 0])
        XCTAssertNil(rows[0].lastVerdict)
        XCTAssertNil(rows[0].bestCPUSeconds)

        try addHistory()
        rows = try ProblemListing(store: store).rows()
        XCTAssertEqual(rows.map(\.slug), ["add-two", "max-of"])
        XCTAssertEqual(rows.map(\.status), [.solved, .attempted])
        XCTAssertEqual(rows.map(\.attempts), [3, 4])
        XCTAssertEqual(rows.map(\.lastVerdict), [.accepted, .interrupted])
        // The fastest accepted run; the faster wrong answer does not count.
        XCTAssertEqual(try XCTUnwrap(rows[0].bestCPUSeconds), 0.12, accuracy: 1e-12)
        XCTAssertNil(rows[1].bestCPUSeconds)
        XCTAssertEqual(rows.map(\.lastAttemptAt), [at(-1, 8), at(0, 9)])

        XCTAssertEqual(try ProblemListing(store: store).rows(status: .solved).map(\.slug), ["add-two"])
        XCTAssertEqual(try ProblemListing(store: store).rows(topic: "sorting").map(\.slug), ["max-of"])
        XCTAssertEqual(try ProblemListing(store: store).rows(difficulty: "easy").map(\.slug), ["add-two"])
    }
}
