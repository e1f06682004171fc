import Foundation
import GRDB
import XCTest

final class SolveTests: EndToEndTestCase {
    func testAcceptedSolveExitsZeroAndStoresTheAttempt() throws {
        let file = try write("add-two.py", Self.pythonAdd)
        let result = try prep("solve", "add-two", "--json")
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(result.json as? [String: Any], result.stdout)
        XCTAssertEqual(json["verdict"] as? String, "AC")
        XCTAssertEqual(json["testsPassed"] as? Int, 3)
        XCTAssertEqual(json["testsTotal"] as? Int, 3)
        XCTAssertEqual((json["tests"] as? [Any])?.count, 3)
        // The attempt, its source and hash, and one row per test are on disk.
        let (attempt, results) = try query { db in
            (try Row.fetchOne(db, sql: """
                SELECT verdict, text AS source, hash AS sourceHash, testsPassed, language FROM attempt JOIN source ON source.id = sourceId
                """),
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM test_result") ?? 0)
        }
        XCTAssertEqual(attempt?["verdict"], "AC")
        XCTAssertEqual(attempt?["source"], try String(contentsOf: file, encoding: .utf8))
        XCTAssertEqual((attempt?["sourceHash"] as String?)?.count, 64)
        XCTAssertEqual(attempt?["language"], "Python 3")
        XCTAssertEqual(results, 3)
    }

    /// Judging the same text again stores no second copy of it (a 1 MiB source judged fifty
    /// times is 1 MiB in the store); an edited text is stored beside it.
    func testIdenticalSourcesAreStoredOnce() throws {
        try write("add-two.py", Self.pythonAdd)
        for _ in 0..<3 { XCTAssertEqual(try prep("solve", "add-two").status, 0) }
        try write("add-two.py", Self.pythonAdd + "# edited\n")
        XCTAssertEqual(try prep("solve", "add-two").status, 0)
        let (attempts, sources, texts) = try query { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM attempt") ?? 0,
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM source") ?? 0,
             try String.fetchAll(db, sql: "SELECT text FROM attempt JOIN source ON source.id = sourceId ORDER BY attempt.id"))
        }
        XCTAssertEqual(attempts, 4)
        XCTAssertEqual(sources, 2)
        XCTAssertEqual(texts, [Self.pythonAdd, Self.pythonAdd, Self.pythonAdd, Self.pythonAdd + "# edited\n"])
    }

    /// A package published with its samples only is judged on them, and the solve says so once.
    func testSamplesOnlyProblemIsJudgedAndSaysSo() throws {
        let problems = work.appendingPathComponent("outside")
        let package = problems.appendingPathComponent("double-it")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("data/sample"), withIntermediateDirectories: true)
        try "problem_format_version: 2025-09\nname: Double It\nlimits: {time_limit: 1}\n"
            .write(to: package.appendingPathComponent("problem.yaml"), atomically: true, encoding: .utf8)
        for (name, input, answer) in [("1", "2", "4"), ("2", "5", "10"), ("3", "0", "0")] {
            try "\(input)\n".write(to: package.appendingPathComponent("data/sample/\(name).in"), atomically: true, encoding: .utf8)
            try "\(answer)\n".write(to: package.appendingPathComponent("data/sample/\(name).ans"), atomically: true, encoding: .utf8)
        }
        try write("double-it.py", "print(int(input()) * 2)\n")
        let result = try prep(["solve", "double-it"], env: ["PREP_PROBLEMS": problems.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr.components(separatedBy: "no secret data: judged on the 3 samples only").count, 2, result.stderr)
        XCTAssertTrue(result.stdout.contains("3/3 tests passed"), result.stdout)
    }

    func testPipedOutputIsPlainLinesPerTestAndASummary() throws {
        try write("add-two.py", Self.pythonAdd)
        let result = try prep("solve", "add-two")
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("✓ ") }.count, 3, result.stdout)
        XCTAssertTrue(lines.last?.hasPrefix("Accepted · 3/3 tests passed") ?? false, result.stdout)
        XCTAssertFalse(result.stdout.contains("\u{1B}["), "no colour or animation when piped")
        XCTAssertFalse(result.stderr.contains("\r"), "no progress redraws when not a terminal")
    }

    func testWrongAnswerExitsOneAndShowsTheFirstDifference() throws {
        // int32-style overflow: fails the big test only.
        try write("add-two.py", "a, b = map(int, input().split())\nprint((a + b + 2**31) % 2**32 - 2**31)\n")
        let result = try prep("solve", "add-two", "--json")
        XCTAssertEqual(result.status, 1, result.stderr)
        let json = try XCTUnwrap(result.json as? [String: Any], result.stdout)
        XCTAssertEqual(json["verdict"] as? String, "WA")
        let failure = try XCTUnwrap(json["failure"] as? [String: Any])
        XCTAssertEqual(failure["test"] as? String, "secret/big")
        XCTAssertEqual(failure["expected"] as? String, "4000000000\n")
        XCTAssertEqual(failure["received"] as? String, "-294967296\n")
        XCTAssertEqual(failure["differenceLine"] as? Int, 1)
        XCTAssertEqual(failure["differenceColumn"] as? Int, 1)

        let plain = try prep("solve", "add-two")
        XCTAssertEqual(plain.status, 1)
        XCTAssertTrue(plain.stdout.contains("Wrong Answer on secret/big"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("first difference: line 1, column 1"), plain.stdout)
    }

    func testCompileErrorIsRecordedWithTheCompilersMessage() throws {
        try write("add-two.c", "int main(void) { return x; }\n")
        let result = try prep("solve", "add-two", "--json")
        XCTAssertEqual(result.status, 1, result.stderr)
        let json = try XCTUnwrap(result.json as? [String: Any], result.stdout)
        XCTAssertEqual(json["verdict"] as? String, "CE")
        XCTAssertTrue((json["message"] as? String ?? "").contains("undeclared"), "\(json)")
        let stored = try query { db in try String.fetchOne(db, sql: "SELECT verdict FROM attempt") }
        XCTAssertEqual(stored, "CE")
    }

    func testHistoryAndListShowTheAttempts() throws {
        try write("add-two.py", Self.pythonAdd)
        try prep("solve", "add-two")
        try write("max-of.py", "print(0)\n")
        try prep("solve", "max-of", "--fail-fast")
        let history = try prep("history", "--json")
        let entries = try XCTUnwrap(history.json as? [[String: Any]])
        XCTAssertEqual(entries.map { $0["problem"] as? String }, ["max-of", "add-two"])
        XCTAssertEqual(entries.map { $0["verdict"] as? String }, ["WA", "AC"])
        let list = try XCTUnwrap(try prep("list", "--json").json as? [[String: Any]])
        XCTAssertEqual(list.map { $0["status"] as? String }, ["solved", "attempted"])
        let solvedOnly = try XCTUnwrap(try prep("list", "--status", "solved", "--json").json as? [[String: Any]])
        XCTAssertEqual(solvedOnly.map { $0["slug"] as? String }, ["add-two"])
        let plain = try prep("history", "add-two")
        XCTAssertTrue(plain.stdout.contains("add-two") && !plain.stdout.contains("max-of"), plain.stdout)
    }

    func testCtrlCStopsTheWorkersAndRecordsAnInterruptedAttempt() throws {
        try write("max-of.py", "import time\ntime.sleep(0.5)\n" + Self.pythonMax)
        let (process, out, _) = try start(["solve", "max-of", "--workers", "2"])
        Thread.sleep(forTimeInterval: 1.5)
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        _ = out.fileHandleForReading.readDataToEndOfFile()
        XCTAssertEqual(process.terminationStatus, 130)
        let verdict = try query { db in try String.fetchOne(db, sql: "SELECT verdict FROM attempt") }
        XCTAssertEqual(verdict, "INT")
        // An interrupted solve was never judged: prep stats does not count it as an attempt.
        let stats = try XCTUnwrap(try prep("stats", "--json").json as? [String: Any])
        XCTAssertEqual(stats["attempts"] as? Int, 0)
        // No solution left running.
        Thread.sleep(forTimeInterval: 0.5)
        let survivors = try String(contentsOfFile: "/proc/loadavg", encoding: .utf8).isEmpty ? 0 : countProcesses(named: "python3", in: work)
        XCTAssertEqual(survivors, 0)
    }

    private func countProcesses(named name: String, in folder: URL) -> Int {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { Int($0) != nil }.filter { pid in
            let cmdline = (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8)) ?? ""
            return cmdline.contains("max-of.py")
        }.count
    }
}
