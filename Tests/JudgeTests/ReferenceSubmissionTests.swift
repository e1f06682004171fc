import XCTest
@testable import Judge

/// Reference submissions as packages from elsewhere lay them out: the folders of DOMjudge and
/// BAPCtools, `@EXPECTED_RESULTS@`, 2025-09 `submissions.yaml`, links, and what prep skips.
/// The `twice` fixture has one submission of each kind.
final class ReferenceSubmissionTests: JudgeTestCase {
    private func submissions(_ package: String = "twice") throws -> [String: ReferenceSubmission] {
        let found = try loadPackage(package).submissions
        return Dictionary(uniqueKeysWithValues: found.map { ($0.name, $0) })
    }

    // MARK: Reading the expectations (no grading)

    func testEveryKindIsFoundWithItsExpectation() throws {
        let all = try submissions()
        XCTAssertNil(all["accepted/README.md"], "a README is no submission")
        XCTAssertEqual(all["accepted/twice.kt"]?.skipped, "no Kotlin toolchain in prep")
        XCTAssertEqual(all["accepted/old.py.disabled"]?.skipped, "disabled")
        XCTAssertEqual(all["partially_accepted/part.py"]?.skipped, "scoring problems are not supported (partially_accepted)")

        XCTAssertEqual(all["mixed/annotated.py"]?.expectation.rules, [.outcome([.wrongAnswer, .timeLimitExceeded])])
        XCTAssertEqual(all["mixed/annotated.py"]?.expectation.label, "WA or TLE (@EXPECTED_RESULTS@)")
        XCTAssertEqual(all["mixed/plain.py"]?.expectation.rules, [.outcome([])])
        XCTAssertEqual(all["slow_accepted/spin.py"]?.expectation.rules, [.outcome([.accepted, .timeLimitExceeded])])
        XCTAssertEqual(all["slow_accepted/spin.py"]?.expectation.derivesTimeLimit, false)
        // The annotation overrides the folder.
        XCTAssertEqual(all["time_limit_exceeded/actually-fine.py"]?.expectation.rules, [.outcome([.accepted])])

        // submissions.yaml: a glob adds rules to the folder's; a folder's own key replaces its rule.
        XCTAssertEqual(all["wrong_answer/only-easy.py"]?.expectation.rules, [
            .folder(.wrongAnswer),
            .tests(TestRule(permitted: [.accepted], required: nil, tests: "secret/easy")),
            .tests(TestRule(permitted: [.accepted, .wrongAnswer], required: [.wrongAnswer], tests: "secret/hard")),
        ])
        XCTAssertEqual(all["rejected/crash.py"]?.expectation.rules,
                       [.folder(.rejected), .tests(TestRule(permitted: nil, required: [.runTimeError], tests: nil))])
        let other = try XCTUnwrap(all["other/answer.py"])
        XCTAssertNil(other.expected)
        XCTAssertEqual(other.language?.id, "python3", "language: from submissions.yaml")
        XCTAssertEqual(all["other/guess.code"]?.language?.id, "python3", "language: from submissions.yaml")
        XCTAssertEqual(all["other/py2.py"]?.skipped, "no Python 2 toolchain in prep", "language: from submissions.yaml")
        XCTAssertEqual(other.expectation.rules,
                       [.tests(TestRule(permitted: [.accepted, .wrongAnswer], required: [.wrongAnswer], tests: nil))])

        // Links: inside the package followed, outside an error of that submission only.
        XCTAssertEqual(all["accepted/linked.py"]?.hasLinks, true)
        XCTAssertNil(all["accepted/linked.py"]?.error)
        XCTAssertEqual(all["rejected/linked-wrong.py"]?.hasLinks, true)
        XCTAssertTrue(all["rejected/escapes.py"]?.error?.contains("outside the package") ?? false,
                      all["rejected/escapes.py"]?.error ?? "no error")
        XCTAssertEqual(all["accepted/twice.py"]?.expectation.derivesTimeLimit, true)
    }

    func testAnnotationsInAnyCommentSyntax() throws {
        let cases: [(String, Set<Verdict>)] = [
            ("// @EXPECTED_RESULTS@: WRONG_ANSWER, TIMELIMIT", [.wrongAnswer, .timeLimitExceeded]),
            ("/* @EXPECTED_RESULTS@: RUN_ERROR */", [.runTimeError]),
            ("# @EXPECTED_RESULTS@: TIME_LIMIT_EXCEEDED,RUN_TIME_ERROR", [.timeLimitExceeded, .runTimeError]),
            ("{- @EXPECTED_RESULTS@: CORRECT -}", [.accepted]),
            ("(* @EXPECTED_RESULTS@: NO_OUTPUT *)", [.wrongAnswer]),
            ("<!-- @EXPECTED_RESULTS@: CORRECT-->", [.accepted]),
            ("-- @EXPECTED_RESULTS@: accepted, compiler_error", [.accepted, .compileError]),
        ]
        for (line, expected) in cases {
            let url = try writeSource("sol.txt", "first line\n\(line)\nrest\n")
            XCTAssertEqual(try ExpectedResults.read(url), expected, line)
        }
        XCTAssertNil(try ExpectedResults.read(try writeSource("plain.py", "print(1)\n")))
        let deep = try writeSource("late.py", String(repeating: "\n", count: 60) + "# @EXPECTED_RESULTS@: CORRECT\n")
        XCTAssertNil(try ExpectedResults.read(deep), "only a file's first lines are read")
        XCTAssertThrowsError(try ExpectedResults.read(try writeSource("bad.py", "# @EXPECTED_RESULTS@: SOMETIMES\n"))) {
            XCTAssertTrue("\($0)".contains("unknown verdict 'SOMETIMES'"), "\($0)")
        }
    }

    func testGlobs() {
        XCTAssertTrue(Glob.matches("accepted", pathOrParent: "accepted/sol.py"))
        XCTAssertTrue(Glob.matches("accepted/*", pathOrParent: "accepted/sol.py"))
        XCTAssertTrue(Glob.matches("*/sol.py", pathOrParent: "accepted/sol.py"))
        XCTAssertFalse(Glob.matches("acc", pathOrParent: "accepted/sol.py"))
        XCTAssertFalse(Glob.matches("*.py", pathOrParent: "accepted/sol.py"), "a star does not cross '/'")
        XCTAssertTrue(Glob.matches("secret/*-easy", pathOrParent: "secret/g1-easy/03"))
        XCTAssertFalse(Glob.matches("secret/*-easy", pathOrParent: "secret/g1/x-easy"))
        XCTAssertTrue(Glob.matches("secret/0?", pathOrParent: "secret/03"))
        XCTAssertEqual(Glob.expandBraces("author.{py,cpp}"), ["author.py", "author.cpp"])
        XCTAssertEqual(Glob.expandBraces("{a,b{c,d}}/x"), ["a/x", "bc/x", "bd/x"])
        XCTAssertEqual(Glob.expandBraces("plain"), ["plain"])
    }

    // MARK: Judging against an expectation (synthetic results)

    private func summary(_ verdicts: [(String, Verdict)], total: Int? = nil) -> GradingSummary {
        let results = verdicts.enumerated().map { index, item in
            TestResult(index: index, name: item.0, group: (item.0 as NSString).deletingLastPathComponent, verdict: item.1,
                       verdictIgnoringTime: nil, cpuSeconds: 0.1, wallSeconds: 0.1, peakMemoryBytes: 0)
        }
        let first = results.first { !$0.verdict.isAccepted }
        return GradingSummary(verdict: first?.verdict ?? .accepted, firstFailure: first?.name,
                              testsPassed: results.filter { $0.verdict.isAccepted }.count, testsRun: results.count,
                              testsTotal: total ?? results.count, maxCPUSeconds: 0.1, maxPeakMemoryBytes: 0, timeLimit: 1,
                              compile: nil, message: nil, results: results, wallSeconds: 1)
    }

    func testRulesJudgeEveryTestTheyCover() {
        let rules = Expectation(rules: [
            .tests(TestRule(permitted: [.accepted], required: nil, tests: "secret/easy")),
            .tests(TestRule(permitted: [.accepted, .wrongAnswer], required: [.wrongAnswer], tests: "secret/hard")),
        ], label: "", derivesTimeLimit: false)
        let good = summary([("secret/easy/1", .accepted), ("secret/hard/1", .accepted), ("secret/hard/2", .wrongAnswer)])
        XCTAssertEqual(rules.judge(good, underTimeLimit: 1).matches, true)
        XCTAssertEqual(rules.judge(good, underTimeLimit: 1).got, .wrongAnswer)
        let wrongOnEasy = summary([("secret/easy/1", .wrongAnswer), ("secret/hard/1", .wrongAnswer)])
        XCTAssertEqual(rules.judge(wrongOnEasy, underTimeLimit: 1).matches, false)
        let neverWrong = summary([("secret/easy/1", .accepted), ("secret/hard/1", .accepted)])
        XCTAssertEqual(rules.judge(neverWrong, underTimeLimit: 1).matches, false, "required WA on the hard group")
        let slowOnHard = summary([("secret/easy/1", .accepted), ("secret/hard/1", .timeLimitExceeded), ("secret/hard/2", .wrongAnswer)])
        XCTAssertEqual(rules.judge(slowOnHard, underTimeLimit: 1).got, .timeLimitExceeded)
        XCTAssertEqual(rules.judge(slowOnHard, underTimeLimit: 1).matches, false, "TLE is not permitted on the hard group")
    }

    func testOutcomesAndTheirStops() {
        let listed = Expectation(rules: [.outcome([.wrongAnswer, .runTimeError])], label: "", derivesTimeLimit: false)
        // The verdict is the first failing test's: a later WA does not count.
        let slowThenWrong = summary([("secret/1", .accepted), ("secret/2", .timeLimitExceeded), ("secret/3", .wrongAnswer)])
        XCTAssertEqual(listed.judge(slowThenWrong, underTimeLimit: 1).got, .timeLimitExceeded)
        XCTAssertFalse(listed.judge(slowThenWrong, underTimeLimit: 1).matches)
        XCTAssertTrue(listed.judge(summary([("secret/1", .memoryLimitExceeded)]), underTimeLimit: 1).matches,
                      "MLE counts as a run-time error")
        XCTAssertTrue(listed.stopsAtFirstFailure)
        let anything = Expectation.folder(.mixed)
        XCTAssertTrue(anything.judge(summary([("secret/1", .wrongAnswer)]), underTimeLimit: 1).matches)
        XCTAssertFalse(anything.judge(summary([("secret/1", .judgeError)]), underTimeLimit: 1).matches, "JE is never expected")
        // A rule over every test stops at the first verdict it does not permit; one over some tests does not stop.
        let everyTest = Expectation(rules: [.tests(TestRule(permitted: [.accepted, .wrongAnswer], required: [.wrongAnswer], tests: nil))],
                                    label: "", derivesTimeLimit: false)
        XCTAssertEqual(everyTest.settlingVerdicts, Set(Verdict.allCases).subtracting([.accepted, .wrongAnswer]))
        XCTAssertFalse(everyTest.stopsAtFirstFailure)
        // An endless printer's OLE settles a TLE folder too (DOMjudge lets it run into its time limit).
        XCTAssertEqual(Expectation.folder(.timeLimitExceeded).settlingVerdicts, [.timeLimitExceeded, .outputLimitExceeded])
    }

    // MARK: Verifying

    func testVerifyHonoursEveryKind() async throws {
        let report = await Verifier(options: options()).verify(try loadPackage("twice"))
        let checks = Dictionary(uniqueKeysWithValues: report.checks.map { ($0.name, $0) })
        func status(_ name: String) -> SubmissionCheck.Status? { checks[name]?.status }
        let describe = report.checks.map { "\($0.name) \($0.status) \($0.got?.code ?? "-") \($0.message ?? "")" }.joined(separator: "\n")
        for name in ["accepted/twice.py", "accepted/linked.py", "wrong_answer/only-easy.py", "wrong_answer/off-by-one.py",
                     "rejected/linked-wrong.py", "rejected/crash.py", "mixed/annotated.py", "mixed/plain.py",
                     "slow_accepted/spin.py", "slow_accepted/fast.py", "time_limit_exceeded/actually-fine.py",
                     "other/answer.py", "other/guess.code"] {
            XCTAssertEqual(status(name), .ok, "\(name)\n\(describe)")
        }
        XCTAssertEqual(checks["other/guess.code"]?.got, .wrongAnswer, "judged as Python, as submissions.yaml says, not CE")
        XCTAssertEqual(checks["slow_accepted/spin.py"]?.got, .timeLimitExceeded)
        XCTAssertEqual(checks["mixed/annotated.py"]?.got, .wrongAnswer)
        XCTAssertEqual(checks["rejected/linked-wrong.py"]?.got, .wrongAnswer, "judged as the file it links to")
        XCTAssertEqual(checks["rejected/crash.py"]?.summary?.testsRun, 5, "a rule over every test runs every test")
        for name in ["accepted/twice.kt", "accepted/old.py.disabled", "partially_accepted/part.py", "other/py2.py"] {
            XCTAssertEqual(status(name), .skipped, "\(name)\n\(describe)")
        }
        XCTAssertEqual(checks["accepted/twice.kt"]?.message, "no Kotlin toolchain in prep")
        XCTAssertEqual(status("rejected/escapes.py"), .error)
        XCTAssertTrue(checks["rejected/escapes.py"]?.message?.contains("outside the package") ?? false)
        XCTAssertNil(checks["accepted/README.md"])
        // The copies of the linked submissions are gone.
        let leftovers = FileTree.names(in: options().scratchDirectory).filter { $0.hasPrefix("prep-staging-\(getpid())-") }
        XCTAssertEqual(leftovers, [])
        // The escaping link is the package's only failure.
        XCTAssertEqual(report.checks.filter(\.failed).map(\.name), ["rejected/escapes.py"])
        XCTAssertFalse(report.allMatch)
    }

    /// A copy of `twice` without its escaping link, changed by `change`.
    private func twiceCopy(_ change: (URL) throws -> Void) throws -> ProblemPackage {
        let root = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-twice-")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent("twice")
        try FileManager.default.copyItem(at: fixture("twice"), to: copy)
        let submissions = copy.appendingPathComponent("submissions")
        try FileManager.default.removeItem(at: submissions.appendingPathComponent("rejected/escapes.py"))
        for folder in ["slow_accepted", "mixed", "other", "time_limit_exceeded", "partially_accepted"] {
            try FileManager.default.removeItem(at: submissions.appendingPathComponent(folder))
        }
        try FileManager.default.removeItem(at: submissions.appendingPathComponent("submissions.yaml"))
        try FileManager.default.removeItem(at: submissions.appendingPathComponent("wrong_answer/only-easy.py"))
        try change(copy)
        return try ProblemPackage.load(from: copy, cacheDirectory: Self.cacheDirectory)
    }

    func testSkippedSubmissionsDoNotFail() async throws {
        let package = try twiceCopy { _ in }
        let report = await Verifier(options: options()).verify(package)
        XCTAssertTrue(report.allMatch, report.checks.map { "\($0.name) \($0.status)" }.joined(separator: ", "))
        XCTAssertEqual(report.checks.filter { $0.status == .skipped }.map(\.name).sorted(),
                       ["accepted/old.py.disabled", "accepted/twice.kt"])
    }

    func testMismatchesOfAnnotationsAndRules() async throws {
        let package = try twiceCopy { copy in
            let submissions = copy.appendingPathComponent("submissions")
            try FileManager.default.createDirectory(at: submissions.appendingPathComponent("mixed"), withIntermediateDirectories: true)
            try "# @EXPECTED_RESULTS@: TIMELIMIT\nprint(2 * int(input()) + 1)\n"
                .write(to: submissions.appendingPathComponent("mixed/says-tle.py"), atomically: true, encoding: .utf8)
            try "wrong_answer/off-by-one.py:\n  sample:\n    permitted: [AC]\n"
                .write(to: submissions.appendingPathComponent("submissions.yaml"), atomically: true, encoding: .utf8)
        }
        let report = await Verifier(options: options()).verify(package)
        let checks = Dictionary(uniqueKeysWithValues: report.checks.map { ($0.name, $0) })
        XCTAssertEqual(checks["mixed/says-tle.py"]?.status, .mismatch)
        XCTAssertEqual(checks["mixed/says-tle.py"]?.got, .wrongAnswer)
        XCTAssertEqual(checks["wrong_answer/off-by-one.py"]?.status, .mismatch, "WA on the sample, where only AC is permitted")
        XCTAssertEqual(checks["accepted/twice.py"]?.status, .ok)
        XCTAssertFalse(report.allMatch)
    }

    func testBrokenSubmissionsYAMLIsAnErrorOfEverySubmission() throws {
        let package = try twiceCopy { copy in
            try "accepted:\n  permitted: [AC, SOMETIMES]\n"
                .write(to: copy.appendingPathComponent("submissions/submissions.yaml"), atomically: true, encoding: .utf8)
        }
        let runnable = package.submissions.filter { $0.skipped == nil }
        XCTAssertFalse(runnable.isEmpty)
        for submission in runnable {
            XCTAssertTrue(submission.error?.contains("unknown verdict 'SOMETIMES'") ?? false, "\(submission.name): \(submission.error ?? "-")")
        }
    }

    // MARK: Links and generated data

    func testLinksLeavingThePackageElsewhereStillRefuseIt() throws {
        let root = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-twice-")
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent("twice")
        try FileManager.default.copyItem(at: fixture("twice"), to: copy)
        // The escaping submission link is copied as it is: it now points nowhere, an error of that submission.
        XCTAssertNotNil(try ProblemPackage.load(from: copy, cacheDirectory: Self.cacheDirectory)
            .submissions.first { $0.name == "rejected/escapes.py" }?.error)
        try FileManager.default.createSymbolicLink(atPath: copy.appendingPathComponent("data/secret/easy/e3.in").path,
                                                   withDestinationPath: "/etc/hostname")
        XCTAssertThrowsError(try ProblemPackage.load(from: copy, cacheDirectory: Self.cacheDirectory)) {
            XCTAssertTrue("\($0)".contains("outside the package"), "\($0)")
        }
    }

    func testTheContentHashDoesNotReadOutsideLinks() throws {
        let package = try loadPackage("twice")
        // escapes.py links to sum.py: changing sum's file would change the hash if it were read.
        let hash = try SHA256.hex(ofTree: package.root)
        let entries = try FileTree.files(under: package.root, keepingLinksInside: true)
        XCTAssertEqual(entries.first { $0.relativePath == "submissions/rejected/escapes.py" }?.outsideLink,
                       "../../../sum/submissions/accepted/sum.py")
        XCTAssertNil(entries.first { $0.relativePath == "submissions/accepted/linked.py" }?.outsideLink)
        XCTAssertEqual(hash, package.contentHash)
    }

    func testGeneratedByBAPCtoolsSaysSo() throws {
        let root = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-bt-")
        defer { try? FileManager.default.removeItem(at: root) }
        let package = root.appendingPathComponent("generatedbybt")
        try FileManager.default.createDirectory(at: package.appendingPathComponent("generators"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: package.appendingPathComponent("data/sample"), withIntermediateDirectories: true)
        try "problem_format_version: 2025-09\nname: Generated\nuuid: 1\n"
            .write(to: package.appendingPathComponent("problem.yaml"), atomically: true, encoding: .utf8)
        try "1\n".write(to: package.appendingPathComponent("data/sample/1.in"), atomically: true, encoding: .utf8)
        try "2\n".write(to: package.appendingPathComponent("data/sample/1.ans"), atomically: true, encoding: .utf8)
        try "data:\n  secret:\n    data:\n      - random: gen.py {seed}\n"
            .write(to: package.appendingPathComponent("generators/generators.yaml"), atomically: true, encoding: .utf8)
        // Judged on its samples, saying where the rest of the data comes from.
        let loaded = try ProblemPackage.load(from: package, cacheDirectory: Self.cacheDirectory)
        let note = loaded.dataNote ?? ""
        XCTAssertTrue(note.contains("generated by BAPCtools") && note.contains("bt generate"), note)
        XCTAssertFalse(note.contains("no secret test cases"), note)
    }
}
