import Foundation
import XCTest

/// `prep stress` from the command line: the smallest failing input as text and as JSON, exit
/// 1 when one is found, 0 when every input agrees, 2 on bad arguments.
final class StressCommandTests: EndToEndTestCase {
    var problems: URL { work.appendingPathComponent("problems") }
    var env: [String: String] { ["PREP_PROBLEMS": problems.path] }

    override func setUpWithError() throws {
        try super.setUpWithError()
        let fixture = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("JudgeTests/Fixtures/fn-dual")
        try FileManager.default.createDirectory(at: problems, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixture, to: problems.appendingPathComponent("reverse-list"))
    }

    func testTheSmallestFailingInputIsPrintedAndTheStatusIsOne() throws {
        try write("reverse-list.py", "import sys\nd = sys.stdin.read().split()\nprint(' '.join(sorted(d[1:], key=int, reverse=True)))\n")
        let result = try prep(["stress", "reverse-list", "--rounds", "16", "--max-size", "6", "--json"], env: env)
        XCTAssertEqual(result.status, 1, result.stderr)
        let json = try XCTUnwrap(result.json as? [String: Any], result.stdout)
        XCTAssertEqual(json["found"] as? Bool, true)
        XCTAssertEqual(json["size"] as? Int, 2)
        XCTAssertEqual(json["verdict"] as? String, "WA")
        XCTAssertTrue((json["input"] as? String)?.hasPrefix("2\n") ?? false)
        XCTAssertNotNil(json["seed"] as? Int)
        let text = try prep(["stress", "reverse-list", "--rounds", "16", "--max-size", "6"], env: env)
        XCTAssertEqual(text.status, 1)
        XCTAssertTrue(text.stdout.hasPrefix("Wrong Answer at size 2"), text.stdout)
    }

    func testAgreementExitsZeroAndBadArgumentsTwo() throws {
        try write("reverse-list.py", "import sys\nd = sys.stdin.read().split()\nprint(' '.join(reversed(d[1:])))\n")
        let agree = try prep(["stress", "reverse-list", "--rounds", "8", "--max-size", "4", "--json"], env: env)
        XCTAssertEqual(agree.status, 0, agree.stderr)
        let json = try XCTUnwrap(agree.json as? [String: Any], agree.stdout)
        XCTAssertEqual(json["found"] as? Bool, false)
        XCTAssertEqual(json["rounds"] as? Int, 8)
        XCTAssertEqual(try prep(["stress", "reverse-list", "--rounds", "0"], env: env).status, 2)
        let missing = try prep(["stress", "reverse-list", "--against", "nope.py"], env: env)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("--against"), missing.stderr)
    }

    func testASavedCounterexampleIsRunByEveryLaterSolveAsAPersonalTest() throws {
        try write("reverse-list.py", "import sys\nd = sys.stdin.read().split()\nprint(' '.join(sorted(d[1:], key=int, reverse=True)))\n")
        let stress = try prep(["stress", "reverse-list", "--rounds", "16", "--max-size", "6", "--save", "--json"], env: env)
        XCTAssertEqual(stress.status, 1, stress.stderr)
        let json = try XCTUnwrap(stress.json as? [String: Any], stress.stdout)
        let saved = try XCTUnwrap(json["saved"] as? String)
        XCTAssertTrue(saved.hasPrefix("personal/stress-2-"), saved)
        // Saving the same input again keeps one test.
        XCTAssertEqual(try prep(["stress", "reverse-list", "--rounds", "16", "--max-size", "6", "--save", "--json"], env: env)
            .json.flatMap { ($0 as? [String: Any])?["saved"] as? String }, saved)
        // The sorting solution fails it (the package's own tests may not catch it)...
        let wrong = try prep(["solve", "reverse-list", "--json"], env: env)
        let results = try XCTUnwrap((wrong.json as? [String: Any])?["tests"] as? [[String: Any]], wrong.stdout)
        let personal = try XCTUnwrap(results.first { $0["name"] as? String == saved }, "\(results)")
        XCTAssertEqual(personal["verdict"] as? String, "WA")
        // ...and the right one passes it.
        try write("reverse-list.py", "import sys\nd = sys.stdin.read().split()\nprint(' '.join(reversed(d[1:])))\n")
        let right = try prep(["solve", "reverse-list"], env: env)
        XCTAssertEqual(right.status, 0, right.stdout + right.stderr)
        XCTAssertTrue(right.stdout.contains(saved), right.stdout)
        // The stress runs are in history, not counted as attempts.
        let history = try prep(["history"], env: env).stdout
        XCTAssertTrue(history.contains("stress") && history.contains("WA at size 2"), history)
        let stats = try XCTUnwrap(try prep(["stats", "--json"], env: env).json as? [String: Any])
        XCTAssertEqual(stats["attempts"] as? Int, 2)
    }
}
