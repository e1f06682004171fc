import Foundation
import XCTest
@testable import Judge

/// `prep verify --strength`'s engine: every failing submission on every test, the tests that
/// reject each, weak ones flagged, and the cache.
final class StrengthTests: JudgeTestCase {
    /// The `sum` fixture in a folder of its own, so that a test can add tests to it.
    private func copyOfSum() throws -> URL {
        let folder = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-strength-")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("sum")
        try FileManager.default.copyItem(at: fixture("sum"), to: copy)
        // A content of its own: runs cached by an earlier test run do not count.
        try UUID().uuidString.write(to: copy.appendingPathComponent("statement/nonce.txt"), atomically: true, encoding: .utf8)
        return copy
    }

    func testEveryFailingSubmissionRunsOnEveryTestAndWeakOnesAreFlagged() async throws {
        let package = try ProblemPackage.load(from: try copyOfSum(), cacheDirectory: Self.cacheDirectory)
        let report = await Strength(options: options()).measure(package)
        XCTAssertNil(report.error)
        XCTAssertFalse(report.rows.contains(where: \.cached))
        XCTAssertEqual(report.tests, ["sample/1", "secret/01", "secret/02", "secret/03"])
        let rows = Dictionary(uniqueKeysWithValues: report.rows.map { ($0.name, $0) })
        XCTAssertEqual(Set(rows.keys), ["wrong_answer/overflow.c", "run_time_error/crash.py", "time_limit_exceeded/spin.c"])
        XCTAssertEqual(rows["wrong_answer/overflow.c"]?.rejectedBy, ["secret/03"])
        XCTAssertEqual(rows["wrong_answer/overflow.c"]?.verdicts, ["AC", "AC", "AC", "WA"])
        XCTAssertEqual(rows["run_time_error/crash.py"]?.rejectedBy, ["secret/01"])
        // Not stopped at its first failure: the tests after its TLE ran too.
        XCTAssertEqual(rows["time_limit_exceeded/spin.c"]?.verdicts, ["AC", "TLE", "AC", "AC"])
        XCTAssertEqual(Set(report.weak), ["wrong_answer/overflow.c", "run_time_error/crash.py", "time_limit_exceeded/spin.c"])
    }

    func testASecondRunReadsTheCacheAndANewTestIsRunFresh() async throws {
        let root = try copyOfSum()
        let measure = Strength(options: options())
        let first = await measure.measure(try ProblemPackage.load(from: root, cacheDirectory: Self.cacheDirectory))
        let again = await measure.measure(try ProblemPackage.load(from: root, cacheDirectory: Self.cacheDirectory))
        XCTAssertTrue(again.rows.allSatisfy(\.cached), "\(again.rows)")
        XCTAssertEqual(again.rows.map(\.verdicts), first.rows.map(\.verdicts))
        // A test at the other end of the range: the overflow is now rejected twice.
        try "-2147483648 -1\n".write(to: root.appendingPathComponent("data/secret/04.in"), atomically: true, encoding: .utf8)
        try "-2147483649\n".write(to: root.appendingPathComponent("data/secret/04.ans"), atomically: true, encoding: .utf8)
        let stronger = await measure.measure(try ProblemPackage.load(from: root, cacheDirectory: Self.cacheDirectory))
        XCTAssertTrue(stronger.rows.allSatisfy { !$0.cached })
        XCTAssertEqual(stronger.rows.first { $0.name == "wrong_answer/overflow.c" }?.rejectedBy, ["secret/03", "secret/04"])
        XCTAssertEqual(stronger.weak, ["run_time_error/crash.py", "time_limit_exceeded/spin.c"])
    }
}
