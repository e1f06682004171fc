import Foundation
import XCTest
@testable import Judge

/// Interactive and multi-pass problems, judged through the library: the verdicts as
/// problemtools gives them (see `Interaction`, and `TestRunner.judge` for the passes).
final class InteractiveGradingTests: JudgeTestCase {
    func testTheProblemTypesAreRead() throws {
        let guess = try loadPackage("guess")
        XCTAssertTrue(guess.type.isInteractive)
        XCTAssertFalse(guess.type.isMultiPass)
        XCTAssertTrue(guess.type.isSupported)
        let legacy = try loadPackage("legacyadd")
        XCTAssertTrue(legacy.type.isInteractive)
        XCTAssertTrue(legacy.metadata.isLegacy)
        XCTAssertEqual(legacy.outputValidator?.lastPathComponent, "adder")
        let twopass = try loadPackage("twopass")
        XCTAssertTrue(twopass.type.isMultiPass)
        XCTAssertFalse(twopass.type.isInteractive)
        XCTAssertEqual(twopass.limits.validationPasses, 2)
        XCTAssertEqual(try loadPackage("sum").limits.validationPasses, 2)
    }

    func testGuessVerdicts() async throws {
        let package = try loadPackage("guess")
        let submissions = fixture("guess/submissions")
        let expectations: [(String, Verdict)] = [
            ("accepted/bisect.py", .accepted), ("accepted/bisect.cpp", .accepted), ("accepted/chatty.cpp", .accepted),
            ("wrong_answer/linear.py", .wrongAnswer), ("wrong_answer/quits.py", .wrongAnswer),
            ("run_time_error/crash.py", .runTimeError), ("time_limit_exceeded/silent.py", .timeLimitExceeded),
        ]
        for (path, verdict) in expectations {
            let summary = try await grade(submissions.appendingPathComponent(path), in: package)
            XCTAssertEqual(summary.verdict, verdict, "\(path): \(summary.message ?? "") \(summary.results.map { "\($0.name) \($0.verdict.code) \($0.message ?? "")" })")
        }
    }

    func testGuessMessagesAndTestVerdicts() async throws {
        let package = try loadPackage("guess")
        // Linear guessing finds 1 (secret/2) but runs out on the others; the validator ended
        // first with 43, so WA even though the submission then crashed on EOF.
        let linear = try await grade(fixture("guess/submissions/wrong_answer/linear.py"), in: package)
        XCTAssertEqual(linear.results.map(\.verdict), [.wrongAnswer, .wrongAnswer, .accepted, .wrongAnswer])
        XCTAssertEqual(linear.message, "no correct guess in 10 guesses")
        XCTAssertEqual(linear.firstFailure, "sample/1")
        // The crash comes first: RTE, not the validator's WA on the EOF that followed.
        let crash = try await grade(fixture("guess/submissions/run_time_error/crash.py"), in: package)
        XCTAssertEqual(crash.message, "exit code 1")
        XCTAssertTrue(crash.results.allSatisfy { $0.verdict == .runTimeError })
        // Never speaks: stopped by the wall-clock limit.
        let silent = try await grade(fixture("guess/submissions/time_limit_exceeded/silent.py"), in: package)
        XCTAssertTrue(silent.message?.contains("wall-clock") ?? false, silent.message ?? "")
        let quits = try await grade(fixture("guess/submissions/wrong_answer/quits.py"), in: package)
        XCTAssertEqual(quits.message, "no guess 1: the submission stopped talking")
    }

    func testSpinningSubmissionIsStoppedByTheCPULimit() async throws {
        let package = try loadPackage("guess")
        var options = options(workers: 1)
        options.stopAtFirstFailure = true
        let spin = try writeSource("spin.py", "while True:\n    pass\n")
        let summary = try await grade(spin, in: package, options: options)
        XCTAssertEqual(summary.verdict, .timeLimitExceeded)
        // The kernel's RLIMIT_CPU counts exact run time, the usage prep reads back is sampled by
        // ticks: on a loaded machine it reads well below the limit (0.84 s seen in CI).
        XCTAssertGreaterThan(summary.maxCPUSeconds, 0.5)
        // "stopped by the CPU-time limit (limit 1.00 s) after …", or, when the kernel's signal
        // came a little after the limit, "1.002 s of CPU time, limit 1.00 s": a CPU verdict either way.
        let message = summary.message ?? ""
        XCTAssertTrue((message.contains("CPU-time limit") || message.contains("of CPU time")) && !message.contains("wall-clock"), message)
    }

    func testValidatorThatFailsIsAJudgeErrorWhateverTheSubmissionDoes() async throws {
        let copy = try copyFixture("guess")
        try "import sys\nsys.stdout.write('higher\\n')\nsys.exit(3)\n"
            .write(to: copy.appendingPathComponent("output_validator/validate.py"), atomically: true, encoding: .utf8)
        let package = try ProblemPackage.load(from: copy, cacheDirectory: Self.cacheDirectory)
        let summary = try await grade(fixture("guess/submissions/run_time_error/crash.py"), in: package)
        XCTAssertEqual(summary.verdict, .judgeError)
        XCTAssertTrue(summary.message?.contains("exit code 3") ?? false, summary.message ?? "")
    }

    func testLegacyInteractivePackage() async throws {
        let package = try loadPackage("legacyadd")
        let expectations: [(String, Verdict)] = [
            ("accepted/add.py", .accepted), ("wrong_answer/subtract.py", .wrongAnswer), ("run_time_error/divide.c", .runTimeError),
        ]
        for (path, verdict) in expectations {
            let summary = try await grade(fixture("legacyadd/submissions").appendingPathComponent(path), in: package)
            XCTAssertEqual(summary.verdict, verdict, "\(path): \(summary.message ?? "")")
        }
        let wrong = try await grade(fixture("legacyadd/submissions/wrong_answer/subtract.py"), in: package)
        XCTAssertEqual(wrong.message, "1 + 2 is not -1")
    }

    func testTwoPasses() async throws {
        let package = try loadPackage("twopass")
        let accepted = try await grade(fixture("twopass/submissions/accepted/double.py"), in: package)
        XCTAssertEqual(accepted.verdict, .accepted, accepted.message ?? "")
        // Right on pass 1, wrong on pass 2: only the second pass can tell.
        let once = try await grade(fixture("twopass/submissions/wrong_answer/once.py"), in: package)
        XCTAssertEqual(once.verdict, .wrongAnswer)
        XCTAssertEqual(once.results.first?.message, "pass 2: 42 is not twice 42")
        XCTAssertEqual(once.results.first?.receivedExcerpt, "42\n")
        XCTAssertEqual(once.results.first?.inputExcerpt, "2 42\n")
        let plusOne = try await grade(fixture("twopass/submissions/wrong_answer/plusone.py"), in: package)
        XCTAssertEqual(plusOne.verdict, .wrongAnswer)
        XCTAssertEqual(plusOne.results.first?.message, "43 is not twice 21")
    }

    func testNextPassOnTheLastPassIsAJudgeError() async throws {
        let copy = try copyFixture("twopass")
        let yaml = copy.appendingPathComponent("problem.yaml")
        try String(contentsOf: yaml, encoding: .utf8).replacingOccurrences(of: "validation_passes: 2", with: "validation_passes: 1")
            .write(to: yaml, atomically: true, encoding: .utf8)
        let package = try ProblemPackage.load(from: copy, cacheDirectory: Self.cacheDirectory)
        let summary = try await grade(fixture("twopass/submissions/accepted/double.py"), in: package)
        XCTAssertEqual(summary.verdict, .judgeError)
        XCTAssertEqual(summary.message, "the output validator asked for pass 2, but limits.validation_passes is 1")
    }

    func testNextPassFromARejectingValidatorIsAJudgeError() async throws {
        let copy = try copyFixture("twopass")
        try "import sys\nopen(sys.argv[3] + 'nextpass.in', 'w').write('2 1\\n')\nsys.exit(43)\n"
            .write(to: copy.appendingPathComponent("output_validator/check.py"), atomically: true, encoding: .utf8)
        let package = try ProblemPackage.load(from: copy, cacheDirectory: Self.cacheDirectory)
        let summary = try await grade(fixture("twopass/submissions/accepted/double.py"), in: package)
        XCTAssertEqual(summary.verdict, .judgeError)
        XCTAssertEqual(summary.message, "the output validator wrote nextpass.in but did not accept the pass")
    }

    /// Interactive and multi-pass together: after a correct guess the validator asks for a
    /// second game with another number; the submission plays again, knowing nothing of pass 1.
    func testInteractiveMultiPass() async throws {
        let copy = try copyFixture("guess")
        let yaml = copy.appendingPathComponent("problem.yaml")
        try String(contentsOf: yaml, encoding: .utf8).replacingOccurrences(of: "type: interactive", with: "type: [interactive, multi-pass]")
            .write(to: yaml, atomically: true, encoding: .utf8)
        let validator = copy.appendingPathComponent("output_validator/validate.py")
        let original = try String(contentsOf: validator, encoding: .utf8)
        func install(secondPass: String) throws {
            let text = original
                .replacingOccurrences(of: "secret = int(open(sys.argv[1]).read())", with: """
                    numbers = open(sys.argv[1]).read().split()
                    secret = int(numbers[-1])
                    second = len(numbers) == 2
                    """)
                .replacingOccurrences(of: "        finish(42, \"found %d in %d guesses\" % (secret, guesses))", with: """
                            if not second:
                                with open(feedback + "nextpass.in", "w") as out:
                                    out.write("2 %d\\n" % (1001 - secret))
                            \(secondPass)
                            finish(42, "found %d in %d guesses" % (secret, guesses))
                    """)
            try text.write(to: validator, atomically: true, encoding: .utf8)
        }
        try install(secondPass: "pass")
        let package = try ProblemPackage.load(from: copy, cacheDirectory: Self.cacheDirectory)
        XCTAssertTrue(package.type.isInteractive && package.type.isMultiPass)
        let accepted = try await grade(fixture("guess/submissions/accepted/bisect.py"), in: package)
        XCTAssertEqual(accepted.verdict, .accepted, accepted.message ?? "")
        // The second game really is played, on the number pass 1 chose; the feedback folder
        // (judgemessage.txt) is kept from pass to pass.
        try install(secondPass: "if second: finish(43, \"second game won: %d\" % secret)")
        let marked = try ProblemPackage.load(from: copy, cacheDirectory: Self.cacheDirectory)
        let second = try await grade(fixture("guess/submissions/accepted/bisect.py"), in: marked)
        XCTAssertEqual(second.verdict, .wrongAnswer)
        XCTAssertEqual(second.results.first?.message, "pass 2: found 37 in 10 guesses\nsecond game won: 964")
        // A crash ends the test with its verdict, whichever the pass.
        let crash = try await grade(fixture("guess/submissions/run_time_error/crash.py"), in: package)
        XCTAssertEqual(crash.verdict, .runTimeError)
    }

    func testVerifierReportsEveryExpectedVerdict() async throws {
        for name in ["guess", "twopass", "legacyadd"] {
            let package = try loadPackage(name)
            let report = await Verifier(options: options()).verify(package)
            XCTAssertNil(report.error, name)
            XCTAssertEqual(report.checks.count, package.submissions.count, name)
            XCTAssertTrue(report.allMatch, "\(name): \(report.checks.map { "\($0.name) \($0.got?.code ?? "-") \($0.message ?? "")" })")
        }
    }

    /// The submission's box holds neither the test's input nor its answer: not on a path, not
    /// through another process's descriptors (the validator is in another box), not in the
    /// session's folders.
    func testInteractiveSubmissionCannotReachTheValidatorsFiles() async throws {
        guard Sandbox.status.isolated else { throw XCTSkip("no boxes here: \(Sandbox.status.summary)") }
        let package = try loadPackage("guess")
        let scratch = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-hostile-")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var options = options(workers: 1)
        options.scratchDirectory = scratch
        let places = [package.root.path, scratch.path, "/proc", "/program", "/box"]
        let source = """
        import os, sys
        places = \(places)
        found = []
        def look(path):
            try:
                if os.path.realpath(path).startswith("/proc/self") or not os.path.isfile(path):
                    return
                text = open(path, errors="replace").read(64).strip()
                if text.isdigit() and 1 <= int(text) <= 1000:
                    found.append((path, int(text)))
            except Exception:
                pass
        for place in places:
            if place == "/proc":
                for pid in os.listdir("/proc"):
                    if pid.isdigit() and int(pid) != os.getpid():
                        for sub in ("fd", "cwd", "root"):
                            base = "/proc/%s/%s" % (pid, sub)
                            try:
                                for name in os.listdir(base):
                                    look(base + "/" + name)
                            except Exception:
                                pass
                    for fd in ("3", "4"):
                        look("/proc/%s/fd/%s" % (pid, fd))
                continue
            for root, folders, files in os.walk(place):
                for name in files:
                    look(os.path.join(root, name))
        sys.stderr.write("found: %s\\n" % (found or "nothing"))
        print(found[0][1] if found else 0, flush=True)
        """
        let hostile = try writeSource("hostile.py", source)
        let summary = try await grade(hostile, in: package, options: options)
        XCTAssertEqual(summary.verdict, .wrongAnswer, "\(summary.results.map { $0.errorExcerpt ?? "" })")
        for result in summary.results {
            XCTAssertEqual(result.errorExcerpt, "found: nothing", result.name)
            XCTAssertEqual(result.message, "guess 1 out of range: 0", result.name)
        }
    }

    private func copyFixture(_ name: String) throws -> URL {
        let root = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-\(name)-")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        // Unboxed, as root, the validator opens the test's files by path as nobody.
        chmod(root.path, 0o755)
        let copy = root.appendingPathComponent(name)
        try FileManager.default.copyItem(at: fixture(name), to: copy)
        return copy
    }
}
