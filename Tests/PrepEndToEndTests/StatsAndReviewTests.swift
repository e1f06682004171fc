import Foundation
import GRDB
import XCTest

final class StatsAndReviewTests: EndToEndTestCase {
    func testStatsTotalsAfterAKnownHistory() throws {
        try write("add-two.py", Self.pythonAdd)
        try prep("solve", "add-two")                          // AC, easy
        try write("max-of.py", "print(1)\n")
        try prep("solve", "max-of", "--fail-fast")            // WA, medium
        try write("max-of.py", Self.pythonMax)
        try prep("solve", "max-of")                           // AC, medium
        let stats = try XCTUnwrap(try prep("stats", "--json").json as? [String: Any])
        let overall = try XCTUnwrap(stats["overall"] as? [String: Any])
        XCTAssertEqual(overall["solved"] as? Int, 2)
        XCTAssertEqual(overall["attempted"] as? Int, 2)
        XCTAssertEqual(overall["total"] as? Int, 2)
        XCTAssertEqual(stats["attempts"] as? Int, 3)
        XCTAssertEqual(stats["acceptedAttempts"] as? Int, 2)
        XCTAssertEqual(stats["acceptanceRate"] as? Double ?? 0, 2.0 / 3.0, accuracy: 1e-9)
        XCTAssertEqual(stats["currentStreak"] as? Int, 1)
        XCTAssertEqual((stats["calendar"] as? [Any])?.count, 26 * 7)
        XCTAssertEqual((stats["calendar"] as? [[String: Any]])?.last?["attempts"] as? Int, 3)
        let byDifficulty = try XCTUnwrap(stats["byDifficulty"] as? [[String: Any]])
        XCTAssertEqual(byDifficulty.map { $0["name"] as? String }, ["easy", "medium"])
        let weakest = try XCTUnwrap(stats["weakestTopics"] as? [[String: Any]])
        XCTAssertTrue(weakest.isEmpty, "every attempted topic is solved: \(weakest)")
        XCTAssertEqual(stats["reviewsDue"] as? Int, 2, "each accepted problem gets a review card")

        let topic = try XCTUnwrap(try prep("stats", "--topic", "sorting", "--json").json as? [String: Any])
        XCTAssertEqual((topic["overall"] as? [String: Any])?["total"] as? Int, 1)
        let plain = try prep("stats")
        XCTAssertTrue(plain.stdout.contains("Solved 2 of 2"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("Last 26 weeks"), plain.stdout)
    }

    func testReviewSchedulingFollowsRatings() throws {
        try write("add-two.py", Self.pythonAdd)
        try prep("solve", "add-two")
        var due = try XCTUnwrap(try prep("review", "--json").json as? [[String: Any]])
        XCTAssertEqual(due.map { $0["problem"] as? String }, ["add-two"])

        // FSRS-6 defaults: a first "good" gives stability w2 = 2.3065 days, so 2 days at 90% retention.
        let good = try XCTUnwrap(try prep("review", "add-two", "--rate", "good", "--json").json as? [String: Any])
        XCTAssertEqual(good["intervalDays"] as? Int, 2)
        XCTAssertEqual(good["stability"] as? Double ?? 0, 2.3065, accuracy: 1e-9)
        due = try XCTUnwrap(try prep("review", "--json").json as? [[String: Any]])
        XCTAssertTrue(due.isEmpty, "rated today: nothing due")

        let again = try XCTUnwrap(try prep("review", "add-two", "--rate", "again", "--json").json as? [String: Any])
        XCTAssertEqual(again["intervalDays"] as? Int, 1)
        let log = try query { db in try Int.fetchAll(db, sql: "SELECT rating FROM review_log ORDER BY id") }
        XCTAssertEqual(log, [3, 1], "every rating is kept in the review log")
        XCTAssertEqual(try prep("review", "add-two", "--rate", "meh").status, 2)
    }
}
