import Foundation
import XCTest

/// Where boxes cannot be made (here forced with PREP_NO_SANDBOX), prep still judges, under
/// limits, but says so on every solve, and runs the programs of packages from elsewhere only
/// with the person's `--no-sandbox`.
final class IsolationOffTests: EndToEndTestCase {
    let off = ["PREP_NO_SANDBOX": "1"]

    func testEverySolveSaysIsolationIsOffAndStillJudges() throws {
        try write("add-two.py", Self.pythonAdd)
        let solve = try prep(["solve", "add-two"], env: off)
        XCTAssertEqual(solve.status, 0, solve.stdout + solve.stderr)
        XCTAssertTrue(solve.stderr.contains("isolation is OFF (PREP_NO_SANDBOX is set)"), solve.stderr)
        try write("wrong.py", "a, b = map(int, input().split())\nprint(a - b)\n")
        XCTAssertEqual(try prep(["solve", "add-two", "wrong.py"], env: off).status, 1)

        let languages = try prep(["languages"], env: off)
        XCTAssertTrue(languages.stdout.contains("sandbox: isolation OFF: PREP_NO_SANDBOX is set"), languages.stdout)
        // With boxes, nothing is said.
        let boxed = try prep(["solve", "add-two"])
        XCTAssertEqual(boxed.status, 0, boxed.stderr)
        XCTAssertFalse(boxed.stderr.contains("isolation"), boxed.stderr)
        XCTAssertTrue(try prep(["languages"]).stdout.contains("sandbox: isolation on"))
    }

    func testPackagesFromElsewhereNeedNoSandbox() throws {
        let elsewhere = work.appendingPathComponent("downloads")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let package = elsewhere.appendingPathComponent("add-two-again")
        try FileManager.default.copyItem(at: Self.problems.appendingPathComponent("add-two"), to: package)
        // Its generator leaves a mark when it runs (in a folder anyone may write to).
        let marks = work.appendingPathComponent("marks")
        try FileManager.default.createDirectory(at: marks, withIntermediateDirectories: true)
        chmod(marks.path, 0o777)
        let mark = marks.appendingPathComponent("generator-ran")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("generators"), withIntermediateDirectories: true)
        try """
            import sys
            try:
                open("\(mark.path)", "w").write("ran")
            except OSError:
                pass
            open(sys.argv[1] + "/g1.in", "w").write("1 2\\n")
            open(sys.argv[1] + "/g1.ans", "w").write("3\\n")
            """.write(to: package.appendingPathComponent("generators/generate.py"), atomically: true, encoding: .utf8)

        let verify = try prep(["verify", package.path], env: off)
        XCTAssertEqual(verify.status, 2, verify.stdout + verify.stderr)
        let lines = verify.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, verify.stderr)
        XCTAssertTrue(verify.stderr.contains(package.path) && verify.stderr.contains("--no-sandbox"), verify.stderr)

        let importing = try prep(["import", elsewhere.path], env: off)
        XCTAssertEqual(importing.status, 2, importing.stdout + importing.stderr)
        XCTAssertTrue(importing.stderr.contains("--no-sandbox"), importing.stderr)
        XCTAssertFalse(try prep(["list"]).stdout.contains(package.path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: mark.path), "a refused package's generator ran")

        // The person's consent runs them, unboxed, with a warning.
        let consented = try prep(["verify", "--no-sandbox", package.path], env: off)
        XCTAssertNotEqual(consented.status, 2, consented.stderr)
        XCTAssertTrue(consented.stderr.contains("isolation is OFF"), consented.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: mark.path), "with consent, its generator runs (unboxed)")
        XCTAssertEqual(try prep(["import", "--no-sandbox", elsewhere.path], env: off).status, 0)
        // Where boxes work, no consent is needed.
        XCTAssertNotEqual(try prep(["verify", package.path]).status, 2)
    }
}
