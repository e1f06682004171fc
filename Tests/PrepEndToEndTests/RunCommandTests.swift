import Foundation
import GRDB
import XCTest

/// `prep run`: the samples with input, output, expected answer, verdict and standard error;
/// a case of one's own checked against the constraints and judged against the reference's
/// answer; a practice run, never an attempt.
final class RunCommandTests: EndToEndTestCase {
    /// A problems folder with a copy of the bundled two-sum (both modes, an input validator,
    /// references in Solutions/ beside it).
    var bundled: URL { work.appendingPathComponent("bundled/Problems") }
    var bundledEnv: [String: String] { ["PREP_PROBLEMS": bundled.path] }

    func copyTwoSum() throws {
        let repository = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let solutions = bundled.deletingLastPathComponent().appendingPathComponent("Solutions")
        try FileManager.default.createDirectory(at: bundled, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: solutions, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Problems/two-sum"), to: bundled.appendingPathComponent("two-sum"))
        try FileManager.default.copyItem(at: repository.appendingPathComponent("Solutions/two-sum"), to: solutions.appendingPathComponent("two-sum"))
    }

    func testSamplesShowInputOutputExpectedAndWhatWentToStandardError() throws {
        try write("add-two.py", "import sys\na, b = map(int, input().split())\nprint('debug', a, file=sys.stderr)\nprint(a + b)\n")
        let run = try prep("run", "add-two")
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("✓ sample/1  AC"), run.stdout)
        XCTAssertTrue(run.stdout.contains("  input     "), run.stdout)
        XCTAssertTrue(run.stdout.contains("  output    "), run.stdout)
        XCTAssertTrue(run.stdout.contains("  expected  "), run.stdout)
        XCTAssertTrue(run.stdout.contains("  stderr    debug "), run.stdout)
        XCTAssertTrue(run.stdout.contains("Samples passed"), run.stdout)
        // Only the samples ran, and nothing was recorded as an attempt: a practice run.
        XCTAssertFalse(run.stdout.contains("secret/"), run.stdout)
        let (attempts, runs) = try query { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM attempt") ?? -1,
             try String.fetchAll(db, sql: "SELECT kind || ' ' || outcome FROM practice_run"))
        }
        XCTAssertEqual(attempts, 0)
        XCTAssertEqual(runs.count, 1)
        XCTAssertTrue(runs[0].hasPrefix("run samples: "), "\(runs)")
        let stats = try prep("stats", "--json")
        XCTAssertEqual((stats.json as? [String: Any])?["attempts"] as? Int, 0, stats.stdout)
        // history lists it, for the problem too, with no attempt at all.
        let history = try prep("history", "add-two")
        XCTAssertTrue(history.stdout.contains("run") && history.stdout.contains("samples: "), history.stdout + history.stderr)
        XCTAssertTrue(history.stderr.contains("try prep solve add-two"), history.stderr)
    }

    func testAWrongSampleExitsOneAndSaysWhich() throws {
        try write("add-two.py", "print(0)\n")
        let run = try prep("run", "add-two")
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("✗ sample/1  WA"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Wrong Answer on sample/1"), run.stdout)
        let json = try XCTUnwrap(try prep("run", "add-two", "--json").json as? [String: Any])
        let cases = try XCTUnwrap(json["cases"] as? [[String: Any]])
        XCTAssertEqual(cases.first?["verdict"] as? String, "WA")
        XCTAssertEqual(cases.first?["output"] as? String, "0\n")
    }

    func testOwnInputIsCheckedThenJudgedAgainstTheReference() throws {
        try copyTwoSum()
        let python = work.appendingPathComponent("bundled/Solutions/two-sum/accepted/two-sum.py").path
        // Within the constraints: the reference answers it, and the solution's answer is judged.
        let good = try prep(["run", "two-sum", python, "--input", "-"], stdin: Data("3 5\n1 4 9\n".utf8), env: bundledEnv)
        XCTAssertEqual(good.status, 0, good.stderr)
        XCTAssertTrue(good.stdout.contains("answered by"), good.stdout)
        XCTAssertTrue(good.stdout.contains("✓ input  AC"), good.stdout)
        XCTAssertTrue(good.stdout.contains("reference 1 2"), good.stdout)
        // A wrong program is told so on the same input.
        try write("wrong.py", "input()\ninput()\nprint(1, 3)\n")
        let wrong = try prep(["run", "two-sum", "wrong.py", "--input", "-"], stdin: Data("3 5\n1 4 9\n".utf8), env: bundledEnv)
        XCTAssertEqual(wrong.status, 1, wrong.stdout)
        XCTAssertTrue(wrong.stdout.contains("✗ input  WA"), wrong.stdout)
        // Breaking a constraint (no pair sums to the target) is one line, exit 2, nothing run.
        try write("case.txt", "3 5\n1 2 9\n")
        let broken = try prep(["run", "two-sum", python, "--input", "case.txt"], env: bundledEnv)
        XCTAssertEqual(broken.status, 2, broken.stdout)
        XCTAssertEqual(broken.stderr.split(separator: "\n").filter { $0.hasPrefix("prep: ") && !$0.contains("imported") }.count, 1, broken.stderr)
        XCTAssertTrue(broken.stderr.contains("case.txt: breaks two-sum's constraints"), broken.stderr)
        // Function mode takes the arguments one per line, as LeetCode's custom test box does.
        try write("two-sum.js", "var twoSum = function(nums, target) {\n  const seen = new Map();\n"
            + "  for (let i = 0; i < nums.length; i++) {\n    if (seen.has(target - nums[i])) return [seen.get(target - nums[i]), i];\n"
            + "    seen.set(nums[i], i);\n  }\n};\n")
        let call = try prep(["run", "two-sum", "two-sum.js", "--input", "-"], stdin: Data("[3,2,4]\n6\n".utf8), env: bundledEnv)
        XCTAssertEqual(call.status, 0, call.stderr)
        XCTAssertTrue(call.stdout.contains("nums = [3,2,4]") && call.stdout.contains("target = 6"), call.stdout)
        XCTAssertTrue(call.stdout.contains("output    [1,2]"), call.stdout)
        let badType = try prep(["run", "two-sum", "two-sum.js", "--input", "-"], stdin: Data("[3,2,4]\n6000000000\n".utf8), env: bundledEnv)
        XCTAssertEqual(badType.status, 2)
        XCTAssertTrue(badType.stderr.contains("line 2 (target, int): 6000000000 is outside 32-bit int range"), badType.stderr)
        let missing = try prep(["run", "two-sum", "two-sum.js", "--input", "-"], stdin: Data("[3,2,4]\n".utf8), env: bundledEnv)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("twoSum takes 2 arguments (nums, target), one per line"), missing.stderr)
        let attempts = try query { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM attempt") ?? -1 }
        XCTAssertEqual(attempts, 0)
    }

    func testBadArguments() throws {
        try write("add-two.py", Self.pythonAdd)
        let missing = try prep("run", "add-two", "--input", "nope.txt")
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.contains("--input nope.txt: no such file"), missing.stderr)
        let watchStdin = try prep("run", "add-two", "--input", "-", "--watch")
        XCTAssertEqual(watchStdin.status, 2)
        XCTAssertTrue(watchStdin.stderr.contains("--watch cannot reread standard input"), watchStdin.stderr)
    }
}
