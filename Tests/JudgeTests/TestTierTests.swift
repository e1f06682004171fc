import Foundation
import XCTest
@testable import Judge

/// The two tiers of tests: in function mode the LeetCode tier (`data/secret`, within LeetCode's
/// constraints, checked by the input validator's `leetcode` argument) gives the verdict, and the
/// stretch tier (`data/stretch`, and what a generator writes to `stretch/`) runs after an
/// accepted one, reported beside it and never changing it. In stdin mode every test decides.
final class TestTierTests: JudgeTestCase {
    func testTheStretchTierIsLoadedLastAndKnownAsSuch() throws {
        let package = try loadPackage("fn-tiers")
        let names = package.testCases.map(\.name)
        XCTAssertEqual(names, ["sample/1", "secret/empty", "secret/one", "secret/generated/most",
                               "stretch/past-32-bits", "stretch/wide", "stretch/generated/big"])
        XCTAssertEqual(package.testCases.map(\.isStretch), [false, false, false, false, true, true, true])
        // The LeetCode tier's tests (generated ones included) carry its validator arguments.
        XCTAssertEqual(package.testCases.map { $0.inputValidatorArguments(for: "validate.py") },
                       [[], ["leetcode"], ["leetcode"], ["leetcode"], [], [], []])
        // Function mode takes ints: the stretch test past 32 bits is stdin mode's only.
        XCTAssertEqual(try package.functionTestCases(cacheDirectory: Self.cacheDirectory).map(\.name),
                       ["sample/1", "secret/empty", "secret/one", "secret/generated/most", "stretch/wide", "stretch/generated/big"])
    }

    /// A LeetCode-tier test must fit function mode's signature: one that does not is the
    /// package's error, named.
    func testALeetCodeTierTestThatDoesNotFitTheSignatureIsAnError() throws {
        let copy = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-tiers-")
        addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
        let root = copy.appendingPathComponent("fn-tiers")
        try FileManager.default.copyItem(at: fixture("fn-tiers"), to: root)
        for suffix in [".in", ".ans"] {
            try FileManager.default.copyItem(at: root.appendingPathComponent("data/stretch/past-32-bits" + suffix),
                                             to: root.appendingPathComponent("data/secret/past-32-bits" + suffix))
        }
        let package = try ProblemPackage.load(from: root, cacheDirectory: Self.cacheDirectory)
        XCTAssertThrowsError(try package.functionTestCases(cacheDirectory: Self.cacheDirectory)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("secret/past-32-bits.in"), text)
            XCTAssertTrue(text.contains("does not fit function mode's signature"), text)
            XCTAssertTrue(text.contains("3000000000 is outside 32-bit int range"), text)
        }
    }

    func testAFunctionSolutionIsJudgedOnTheLeetCodeTierThenStretched() async throws {
        let package = try loadPackage("fn-tiers")
        let accepted = try Submission(url: fixture("fn-tiers/submissions/accepted/function.py"), mode: .function)
        let good = await Grader(package: package, options: options()).summary(of: accepted)
        XCTAssertEqual(good.verdict, .accepted, good.message ?? "")
        XCTAssertEqual(good.testsTotal, 4, "the verdict's tests: the LeetCode tier only")
        let stretch = try XCTUnwrap(good.stretch)
        XCTAssertEqual(stretch.verdict, .accepted)
        XCTAssertEqual(stretch.testsTotal, 2)
        XCTAssertEqual(stretch.results.map(\.name), ["stretch/wide", "stretch/generated/big"], "past-32-bits is stdin mode's")

        // Accepted as LeetCode would accept it; the stretch names what breaks past its constraints.
        let recursive = try Submission(url: fixture("fn-tiers/submissions/run_time_error/recursive.py"), mode: .function)
        let deep = await Grader(package: package, options: options()).summary(of: recursive)
        XCTAssertEqual(deep.verdict, .accepted, deep.message ?? "")
        XCTAssertEqual(deep.stretch?.verdict, .runTimeError)
        XCTAssertEqual(deep.stretch?.firstFailure, "stretch/generated/big")
        XCTAssertEqual(deep.combinedVerdict, .runTimeError)

        // A wrong answer on the LeetCode tier: the stretch does not run.
        let wrong = try Submission(url: fixture("fn-tiers/submissions/wrong_answer/drops-last.py"), mode: .function)
        let bad = await Grader(package: package, options: options()).summary(of: wrong)
        XCTAssertEqual(bad.verdict, .wrongAnswer)
        XCTAssertNil(bad.stretch?.verdict)
        XCTAssertEqual(bad.stretch?.testsRun, 0)
        XCTAssertEqual(bad.stretch?.testsTotal, 2)
    }

    func testStdinModeJudgesEveryTestAndVerifyHoldsBothTiers() async throws {
        let package = try loadPackage("fn-tiers")
        let program = try await grade(fixture("fn-tiers/submissions/accepted/program.py"), in: package)
        XCTAssertEqual(program.mode, .stdin)
        XCTAssertEqual(program.verdict, .accepted, program.message ?? "")
        XCTAssertEqual(program.testsTotal, 7, "stdin mode's statement keeps prep's own constraints: every test decides")
        XCTAssertNil(program.stretch)

        // Off (as prep verify grades): the stretch decides too.
        var both = options()
        both.separatesStretch = false
        let recursive = try Submission(url: fixture("fn-tiers/submissions/run_time_error/recursive.py"), mode: .function)
        let combined = await Grader(package: package, options: both).summary(of: recursive)
        XCTAssertEqual(combined.verdict, .runTimeError)
        XCTAssertEqual(combined.firstFailure, "stretch/generated/big")

        let verification = await Verifier(options: options()).verify(package)
        XCTAssertNil(verification.error)
        XCTAssertEqual(verification.inputValidation.refusals, [], "every LeetCode-tier input is within LeetCode's constraints")
        XCTAssertEqual(verification.checks.count, 4)
        for check in verification.checks {
            XCTAssertEqual(check.status, .ok, "\(check.name): \(check.message ?? "") got \(String(describing: check.got))")
        }
        XCTAssertEqual(verification.checks.first { $0.name == "run_time_error/recursive.py" }?.got, .runTimeError)
    }

    /// A LeetCode-tier test past LeetCode's constraints is refused by verify (the validator gets
    /// `leetcode`); the same input in the stretch tier is fine.
    func testVerifyRefusesALeetCodeTierTestPastLeetCodesConstraints() async throws {
        let copy = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-tiers-")
        addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
        let root = copy.appendingPathComponent("fn-tiers")
        try FileManager.default.copyItem(at: fixture("fn-tiers"), to: root)
        try FileManager.default.copyItem(at: root.appendingPathComponent("data/stretch/wide.in"),
                                         to: root.appendingPathComponent("data/secret/wide.in"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("data/stretch/wide.ans"),
                                         to: root.appendingPathComponent("data/secret/wide.ans"))
        let package = try ProblemPackage.load(from: root, cacheDirectory: Self.cacheDirectory)
        let report = try InputValidators.check(package.testCases.map { ($0.input, $0.inputValidatorArguments) },
                                               packageAt: root, limits: package.limits, cacheDirectory: Self.cacheDirectory)
        XCTAssertEqual(report.refusals.map { URL(fileURLWithPath: $0.input).lastPathComponent }, ["wide.in"])
        XCTAssertTrue(report.refusals.first?.input.contains("/data/secret/") ?? false)
        XCTAssertEqual(report.refusals.first?.reason, "a value is over 5000 in absolute value")
    }

    /// Function mode's verdict is the LeetCode tier's, so verify refuses a wrong answer that only
    /// the stretch tier catches: function mode would call it Accepted.
    func testVerifyWantsWrongAnswersCaughtByTheLeetCodeTier() async throws {
        let copy = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-tiers-")
        addTeardownBlock { try? FileManager.default.removeItem(at: copy) }
        let root = copy.appendingPathComponent("fn-tiers")
        try FileManager.default.copyItem(at: fixture("fn-tiers"), to: root)
        try """
            class Solution:
                def reverseList(self, head: Optional[ListNode]) -> Optional[ListNode]:
                    previous = None
                    for _ in range(5000):  # LeetCode's bound, written into the loop
                        if head is None:
                            break
                        head.next, previous, head = previous, head, head.next
                    return previous

            """.write(to: root.appendingPathComponent("submissions/wrong_answer/stops-at-5000.py"), atomically: true, encoding: .utf8)
        let package = try ProblemPackage.load(from: root, cacheDirectory: Self.cacheDirectory)
        let verification = await Verifier(options: options()).verify(package)
        let stops = try XCTUnwrap(verification.checks.first { $0.name == "wrong_answer/stops-at-5000.py" })
        XCTAssertEqual(stops.got, .wrongAnswer, "it is wrong on the stretch's 200000 nodes")
        XCTAssertEqual(stops.status, .mismatch)
        XCTAssertTrue(stops.message?.contains("only the stretch tier catches this mistake") ?? false, stops.message ?? "")
        // The fixture's own wrong answer is caught within LeetCode's constraints.
        XCTAssertEqual(verification.checks.first { $0.name == "wrong_answer/drops-last.py" }?.status, .ok)
    }
}
