import XCTest
@testable import Judge

/// Issue 22: time limits per language (`language_time_limits`), each derived from that
/// language's references. A Python reference slower than the problem's own limit is accepted
/// under Python's; a Python near-miss is still rejected under it; verify checks both sides and
/// says what the rule gives.
final class LanguageTimeLimitTests: JudgeTestCase {
    /// The sum fixture with a tight limit of its own and a generous one for Python: the Python
    /// reference burns about 0.35 s of CPU time, the near-miss about 2.5 s.
    func makePackage(languageLimits: String = "{python3: 1.0}") throws -> URL {
        let root = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-langlimit-")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent("sum")
        try FileManager.default.copyItem(at: fixture("sum"), to: copy)
        try FileManager.default.removeItem(at: copy.appendingPathComponent("submissions"))
        try """
            problem_format_version: 2025-09
            name: Sum
            limits: {time_limit: 0.2, memory: 256}
            language_time_limits: \(languageLimits)
            """.write(to: copy.appendingPathComponent("problem.yaml"), atomically: true, encoding: .utf8)
        func submit(_ folder: String, _ name: String, _ text: String) throws {
            let dir = copy.appendingPathComponent("submissions/\(folder)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try text.write(to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let burn = { (seconds: Double) in
            "import sys, time\nstart = time.process_time()\nwhile time.process_time() - start < \(seconds): pass\n"
                + "print(sum(map(int, sys.stdin.read().split())))\n"
        }
        try submit("accepted", "slow.py", burn(0.35))
        try submit("accepted", "fast.c", "#include <stdio.h>\nint main(void){long long a,b;scanf(\"%lld %lld\",&a,&b);printf(\"%lld\\n\",a+b);return 0;}\n")
        try submit("time_limit_exceeded", "near-miss.py", burn(2.5))
        return copy
    }

    func testEachLanguageIsJudgedUnderItsOwnLimit() async throws {
        let package = try ProblemPackage.load(from: try makePackage(), cacheDirectory: Self.cacheDirectory)
        XCTAssertEqual(package.limits.languageTimeLimits, ["python3": 1.0])
        let grader = Grader(package: package, options: options())
        XCTAssertEqual(grader.timeLimit(for: Languages.python3), 1.0)
        XCTAssertEqual(grader.timeLimit(for: Languages.c), 0.2)
        XCTAssertEqual(grader.timeLimitOrigin(for: Languages.python3), .language)
        XCTAssertEqual(grader.timeLimitOrigin(for: Languages.c), .package)

        let report = await Verifier(options: options()).verify(package)
        XCTAssertTrue(report.allMatch, "\(report.checks.map { "\($0.name) \($0.got?.code ?? "-") \($0.message ?? "")" })")
        let slow = try XCTUnwrap(report.checks.first { $0.name == "accepted/slow.py" })
        XCTAssertEqual(slow.got, .accepted)
        XCTAssertEqual(slow.timeLimit, 1.0)
        let nearMiss = try XCTUnwrap(report.checks.first { $0.name == "time_limit_exceeded/near-miss.py" })
        XCTAssertEqual(nearMiss.got, .timeLimitExceeded)
        XCTAssertEqual(nearMiss.timeLimit, 1.0)
        // Verify says, per language, the slowest accepted test and what problemtools' rule gives.
        let python = try XCTUnwrap(report.languageLimits.first { $0.language == "python3" })
        XCTAssertTrue(python.own)
        XCTAssertGreaterThan(python.slowestAccepted, 0.3)
        XCTAssertEqual(python.ruleLimit, 1.0)
        XCTAssertFalse(python.tooTight)
        let c = try XCTUnwrap(report.languageLimits.first { $0.language == "c" })
        XCTAssertFalse(c.own)
        XCTAssertEqual(c.limit, 0.2)
    }

    func testWithoutItsOwnLimitTheSlowReferenceFailsAndVerifySaysSo() async throws {
        let package = try ProblemPackage.load(from: try makePackage(languageLimits: "{}"), cacheDirectory: Self.cacheDirectory)
        let report = await Verifier(options: options()).verify(package)
        XCTAssertFalse(report.allMatch)
        let slow = try XCTUnwrap(report.checks.first { $0.name == "accepted/slow.py" })
        XCTAssertEqual(slow.got, .timeLimitExceeded)
    }

    func testBadDeclarationsNameTheKey() throws {
        for (value, message) in [("{klingon: 2}", "unknown language id 'klingon'"), ("{python3: -1}", "language_time_limits.python3 must be"),
                                 ("[1, 2]", "language_time_limits must be a map")] {
            XCTAssertThrowsError(try ProblemPackage.load(from: try makePackage(languageLimits: value), cacheDirectory: Self.cacheDirectory)) {
                XCTAssertTrue("\($0)".contains(message), "\($0)")
                XCTAssertTrue("\($0)".contains("problem.yaml"), "\($0)")
            }
        }
    }
}
