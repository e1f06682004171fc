import Foundation
import GRDB
import XCTest

/// The stretch tier as a candidate meets it: a LeetCode-style solution that LeetCode would
/// accept is accepted, and what breaks past LeetCode's constraints is said beside the verdict,
/// recorded with the attempt, shown by history and the report, and not counted by stats.
final class StretchTierTests: EndToEndTestCase {
    /// The judge's fixture with both tiers.
    private static let fixture = fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("JudgeTests/Fixtures/fn-tiers")

    /// The fixture in a problems folder of its own.
    private func problems() throws -> URL {
        let folder = home.deletingLastPathComponent().appendingPathComponent("tiered-problems")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: folder.appendingPathComponent("fn-tiers"))
        return folder
    }

    /// One of the fixture's reference solutions (LeetCode-style, function mode), as the user's file.
    private func solution(_ path: String) throws -> URL {
        try write("fn-tiers.py", String(contentsOf: Self.fixture.appendingPathComponent("submissions/" + path), encoding: .utf8))
    }

    func testAcceptedWithTheStretchSaidBesideIt() throws {
        let env = ["PREP_PROBLEMS": try problems().path]
        let recursive = try solution("run_time_error/recursive.py")
        let solve = try prep(["solve", "fn-tiers", recursive.path], env: env)
        XCTAssertEqual(solve.status, 0, "accepted on the LeetCode tier: \(solve.stdout) \(solve.stderr)")
        XCTAssertTrue(solve.stderr.contains("4 tests (+ 2 stretch)"), solve.stderr)
        XCTAssertTrue(solve.stdout.contains("Accepted · 4/4 tests passed"), solve.stdout)
        XCTAssertTrue(solve.stdout.contains("stretch tier: past LeetCode's constraints"), solve.stdout)
        XCTAssertTrue(solve.stdout.contains("stretch: RTE on stretch/generated/big · 1/2 passed"), solve.stdout)
        XCTAssertTrue(solve.stdout.contains("the verdict above stands"), solve.stdout)
        // The stretch's lines come after every LeetCode-tier line.
        let lines = solve.stdout.split(separator: "\n").map(String.init)
        let heading = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("stretch tier:") })
        XCTAssertTrue(lines[..<heading].contains { $0.contains("secret/generated/most") })
        XCTAssertTrue(lines[heading...].contains { $0.contains("stretch/wide") })

        let json = try prep(["solve", "fn-tiers", recursive.path, "--json"], env: env)
        XCTAssertEqual(json.status, 0, json.stderr)
        let outcome = try XCTUnwrap(json.json as? [String: Any])
        XCTAssertEqual(outcome["verdictTitle"] as? String, "Accepted")
        let stretch = try XCTUnwrap(outcome["stretch"] as? [String: Any])
        XCTAssertEqual(stretch["verdict"] as? String, "RTE")
        XCTAssertEqual(stretch["testsPassed"] as? Int, 1)
        XCTAssertEqual(stretch["testsTotal"] as? Int, 2)
        XCTAssertEqual((outcome["stretchFailure"] as? [String: Any])?["test"] as? String, "stretch/generated/big")

        let history = try prep(["history", "fn-tiers"], env: env)
        XCTAssertEqual(history.status, 0, history.stderr)
        XCTAssertTrue(history.stdout.contains("STRETCH"), history.stdout)
        XCTAssertTrue(history.stdout.contains("RTE 1/2"), history.stdout)
        let stored = try query { db in
            try Row.fetchAll(db, sql: "SELECT verdict, stretchVerdict, stretchPassed, stretchTotal, stretchFailure FROM attempt")
        }
        XCTAssertEqual(stored.count, 2)
        for row in stored {
            XCTAssertEqual(row[0] as String, "AC")
            XCTAssertEqual(row[1] as String?, "RTE")
            XCTAssertEqual(row[2] as Int, 1)
            XCTAssertEqual(row[3] as Int, 2)
            XCTAssertEqual(row[4] as String?, "stretch/generated/big")
        }
        let stats = try prep(["stats", "--json"], env: env)
        XCTAssertEqual(stats.status, 0, stats.stderr)
        XCTAssertTrue(stats.stdout.contains("\"solved\" : 1"), "the verdict is what counts: \(stats.stdout.prefix(600))")
        let report = try prep(["report", "--output", work.appendingPathComponent("report.html").path], env: env)
        XCTAssertEqual(report.status, 0, report.stderr)
        let page = try String(contentsOf: work.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("4/4 · stretch RTE 1/2"), "the report shows the stretch beside the tests")
    }

    func testAWrongAnswerLeavesTheStretchUnrun() throws {
        let env = ["PREP_PROBLEMS": try problems().path]
        let drops = try solution("wrong_answer/drops-last.py")
        let solve = try prep(["solve", "fn-tiers", drops.path], env: env)
        XCTAssertEqual(solve.status, 1)
        XCTAssertFalse(solve.stdout.contains("stretch"), "no stretch test ran, and a failure says nothing of it: \(solve.stdout)")
        let json = try prep(["solve", "fn-tiers", drops.path, "--json"], env: env)
        let stretch = try XCTUnwrap((json.json as? [String: Any])?["stretch"] as? [String: Any], json.stdout)
        XCTAssertNil(stretch["verdict"], "not run")
        XCTAssertEqual(stretch["testsTotal"] as? Int, 2)
    }
}
