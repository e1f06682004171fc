import XCTest
@testable import Judge

final class VerdictTests: XCTestCase {
    func testCodesAndOrder() {
        XCTAssertEqual(Verdict.allCases.map(\.code), ["AC", "WA", "TLE", "MLE", "RTE", "OLE", "CE", "JE"])
        XCTAssertEqual(Verdict(code: "tle"), .timeLimitExceeded)
        XCTAssertNil(Verdict(code: "XX"))
        XCTAssertLessThan(Verdict.accepted, Verdict.judgeError)
        XCTAssertEqual(Verdict.runTimeError.title, "Run-Time Error")
    }

    func testCodable() throws {
        let data = try JSONEncoder().encode([Verdict.memoryLimitExceeded])
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"["MLE"]"#)
        XCTAssertEqual(try JSONDecoder().decode([Verdict].self, from: data), [.memoryLimitExceeded])
    }

    func testExpectedVerdicts() {
        XCTAssertTrue(ExpectedVerdict.runTimeError.isSatisfied(by: .memoryLimitExceeded))
        XCTAssertTrue(ExpectedVerdict.runTimeError.isSatisfied(by: .runTimeError))
        XCTAssertFalse(ExpectedVerdict.wrongAnswer.isSatisfied(by: .timeLimitExceeded))
        XCTAssertEqual(ExpectedVerdict.timeLimitExceeded.establishingVerdicts, [.timeLimitExceeded, .outputLimitExceeded])
        XCTAssertTrue(ExpectedVerdict.timeLimitExceeded.isSatisfied(by: .outputLimitExceeded), "an endless printer")
        XCTAssertFalse(ExpectedVerdict.rejected.isSatisfied(by: .judgeError))
    }

    func testTimeLimitDerivation() {
        let yaml = YAMLValue.mapping([])
        let legacy = try? ProblemLimits(yaml: yaml, legacy: true, at: URL(fileURLWithPath: "/p.yaml"))
        let modern = try? ProblemLimits(yaml: yaml, legacy: false, at: URL(fileURLWithPath: "/p.yaml"))
        guard let legacy, let modern else { return XCTFail("limits") }
        // problemtools: exact = 0.3 × 5 = 1.5 → limit 2, low max(1, min(round(0.75), 1)) = 1, high max(3, round(3)) = 3.
        let derived = DerivedTimeLimit.derive(slowestAccepted: 0.3, limits: legacy, legacy: true)
        XCTAssertEqual(derived.timeLimit, 2)
        XCTAssertEqual(derived.lowMargin, 1)
        XCTAssertEqual(derived.highMargin, 3)
        XCTAssertEqual(DerivedTimeLimit.derive(slowestAccepted: 0.01, limits: legacy, legacy: true).timeLimit, 1)
        // 2025-09: smallest multiple of 1 s ≥ 0.6 × 2 = 1.2 → 2 s; TLE margin × 1.5.
        let next = DerivedTimeLimit.derive(slowestAccepted: 0.6, limits: modern, legacy: false)
        XCTAssertEqual(next.timeLimit, 2)
        XCTAssertEqual(next.highMargin, 3)
        XCTAssertEqual(DerivedTimeLimit.derive(slowestAccepted: 0.5, limits: modern, legacy: false).timeLimit, 1)
    }
}
