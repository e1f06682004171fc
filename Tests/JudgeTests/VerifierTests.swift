import XCTest
@testable import Judge

final class VerifierTests: JudgeTestCase {
    func testModernPackageAllMatch() async throws {
        let report = await Verifier(options: options()).verify(try loadPackage("sum"))
        XCTAssertNil(report.error)
        XCTAssertEqual(report.checks.count, 5)
        XCTAssertTrue(report.allMatch, "\(report.checks.map { "\($0.name) \($0.got?.code ?? "-")" })")
        XCTAssertEqual(report.timeLimit?.timeLimit, 1)
        XCTAssertEqual(report.timeLimit?.explicit, true)
        // A time_limit_exceeded submission stops once it has its TLE.
        let tle = try XCTUnwrap(report.checks.first { $0.expected == .timeLimitExceeded })
        XCTAssertEqual(tle.got, .timeLimitExceeded)
    }

    func testLegacyPackageDerivesAndCachesTheLimit() async throws {
        let package = try loadPackage("legacysum")
        let report = await Verifier(options: options()).verify(package)
        XCTAssertTrue(report.allMatch, "\(report)")
        XCTAssertEqual(report.timeLimit?.explicit, false)
        XCTAssertEqual(report.timeLimit?.timeLimit, 1)   // fast accepted submission: max(1, round(T × 5))
        let stored = TimeLimitStore(cacheDirectory: Self.cacheDirectory).derivedLimit(for: package)
        XCTAssertEqual(stored?.timeLimit, 1)
        XCTAssertEqual(Grader(package: package, options: options()).timeLimit, 1)
    }

    func testSolutionsRootAndGeneratedTests() async throws {
        let report = await Verifier(options: options(), solutionsRoot: fixture("Solutions")).verify(try loadPackage("generated"))
        XCTAssertTrue(report.allMatch, "\(report)")
        XCTAssertEqual(report.checks.map(\.name).sorted(), ["accepted/double.py", "wrong_answer/small.py"])
        // small.py is only wrong on the generated (large) tests.
        let wrong = try XCTUnwrap(report.checks.first { $0.expected == .wrongAnswer })
        XCTAssertTrue(wrong.summary?.results.contains { $0.group == "secret/generated" && $0.verdict == .wrongAnswer } ?? false)
    }

    func testMismatchIsReported() async throws {
        let root = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-mismatch-")
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent("sum")
        try FileManager.default.copyItem(at: fixture("sum"), to: copy)
        // An accepted solution filed under wrong_answer must be a mismatch.
        try FileManager.default.copyItem(at: copy.appendingPathComponent("submissions/accepted/sum.c"),
                                         to: copy.appendingPathComponent("submissions/wrong_answer/right.c"))
        let report = await Verifier(options: options()).verify(try ProblemPackage.load(from: copy, cacheDirectory: Self.cacheDirectory))
        XCTAssertFalse(report.allMatch)
        let check = try XCTUnwrap(report.checks.first { $0.name == "wrong_answer/right.c" })
        XCTAssertFalse(check.matches)
        XCTAssertEqual(check.got, .accepted)
    }
}
