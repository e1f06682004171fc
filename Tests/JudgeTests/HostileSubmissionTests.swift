import XCTest
@testable import Judge

/// Hostile programs get the right verdict, leave nothing running, and the judge keeps working.
final class HostileSubmissionTests: JudgeTestCase {
    let table: [(file: String, verdicts: Set<Verdict>)] = [
        ("forkbomb.c", [.timeLimitExceeded]), ("forkbomb.py", [.timeLimitExceeded]),
        ("memoryhog.c", [.memoryLimitExceeded]), ("memoryhog.py", [.memoryLimitExceeded]),
        ("endless.c", [.outputLimitExceeded]), ("endless.py", [.outputLimitExceeded]),
        ("sleep.c", [.timeLimitExceeded]), ("sleep.py", [.timeLimitExceeded]),
        ("deeprecursion.c", [.accepted]), ("deeprecursion.py", [.accepted]),
        ("infiniterecursion.c", [.runTimeError, .memoryLimitExceeded]),
        ("infiniterecursion.py", [.runTimeError, .memoryLimitExceeded]),
        ("sigfpe.c", [.runTimeError]), ("sigsegv.c", [.runTimeError]),
        ("exit3.c", [.runTimeError]), ("exit3.py", [.runTimeError]),
        ("nooutput.c", [.wrongAnswer]), ("nooutput.py", [.wrongAnswer]),
        ("nonewline.c", [.accepted]), ("nonewline.py", [.accepted]),
        ("binary.c", [.wrongAnswer]), ("binary.py", [.wrongAnswer]),
        ("hugeline.c", [.wrongAnswer]), ("hugeline.py", [.wrongAnswer]),
        ("orphan.c", [.accepted]), ("orphan.py", [.accepted]),
    ]

    func testHostileSubmissions() async throws {
        let package = try loadPackage("hostile")
        for row in table {
            let scratch = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-hostile-")
            defer { try? FileManager.default.removeItem(at: scratch) }
            chmod(scratch.path, 0o711)
            var options = options()
            options.scratchDirectory = scratch
            let started = Date()
            let summary = try await grade(fixture("hostile-submissions/" + row.file), in: package, options: options)
            XCTAssertTrue(row.verdicts.contains(summary.verdict),
                          "\(row.file): got \(summary.verdict.code) \(summary.message ?? "")")
            XCTAssertLessThan(Date().timeIntervalSince(started), 10, row.file)
            XCTAssertEqual(survivors(mentioning: scratch.path), [], "\(row.file) left processes behind")
        }
        let messages = try await [
            grade(fixture("hostile-submissions/sigfpe.c"), in: package).message,
            grade(fixture("hostile-submissions/sigsegv.c"), in: package).message,
            grade(fixture("hostile-submissions/exit3.c"), in: package).message,
        ]
        XCTAssertTrue(messages[0]?.hasPrefix("SIGFPE") ?? false, "\(messages)")
        XCTAssertTrue(messages[1]?.hasPrefix("SIGSEGV") ?? false, "\(messages)")
        XCTAssertEqual(messages[2], "exit code 3")
        // The judge still works afterwards.
        let after = try await grade(fixture("hostile-submissions/nonewline.c"), in: package)
        XCTAssertEqual(after.verdict, .accepted)
    }

    /// A program that litters and re-modes its working folder leaves the next test a fresh one.
    func testEachTestStartsInAnEmptyWorkingFolder() async throws {
        let package = try loadPackage("sum")
        let file = try writeSource("litter.py", """
            import os
            a, b = map(int, input().split())
            clean = os.listdir('.') == [] and os.stat('.').st_mode & 0o777 == 0o755
            open('left-behind', 'w').write('x')
            os.mkdir('locked')
            os.chmod('locked', 0)
            os.chmod('.', 0o500)
            print(a + b if clean else 'dirty')
            """)
        let summary = try await grade(file, in: package, options: options(workers: 1))
        XCTAssertEqual(summary.verdict, .accepted, summary.message ?? "")
        XCTAssertEqual(summary.testsPassed, 4)
    }

    /// Processes a test leaves behind, in its process group or escaped from it with setsid(),
    /// are gone before the next test starts in the same worker, so they do not count against
    /// its process limit.
    func testLeftoverProcessesAreGoneBeforeTheNextTest() async throws {
        let package = try loadPackage("sum")
        let file = try writeSource("children.c", """
            #include <stdio.h>
            #include <unistd.h>
            int main(void) {
              long long a, b;
              if (scanf("%lld %lld", &a, &b) != 2) return 1;
              for (int i = 0; i < 20; i++) {
                pid_t child = fork();
                if (child == 0) {
                  if (i == 0) setsid();
                  for (;;) pause();
                }
                if (child < 0) { puts("fork failed"); return 0; }
              }
              printf("%lld\\n", a + b);
              return 0;
            }
            """)
        let scratch = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-leftover-")
        defer { try? FileManager.default.removeItem(at: scratch) }
        chmod(scratch.path, 0o711)
        var options = options(workers: 1)
        options.scratchDirectory = scratch
        let summary = try await grade(file, in: package, options: options)
        XCTAssertEqual(summary.verdict, .accepted, summary.message ?? "")
        XCTAssertEqual(summary.testsPassed, 4)
        XCTAssertEqual(survivors(mentioning: scratch.path), [], "processes left behind")
    }

    func testMeasuresCPUAndMemory() async throws {
        let package = try loadPackage("hostile")
        let hog = try await grade(fixture("hostile-submissions/memoryhog.c"), in: package)
        XCTAssertGreaterThan(hog.maxPeakMemoryBytes, 40 << 20)
        let spin = try await grade(fixture("hostile-submissions/forkbomb.c"), in: package)
        XCTAssertGreaterThan(spin.results.first?.wallSeconds ?? 0, 0.5)
    }

    /// Reading the test's answer from the package must fail when isolation is active.
    func testCannotReadOutsideItsWorkingFolder() async throws {
        guard Sandbox.status.isolated else { throw XCTSkip("no boxes here: \(Sandbox.status.summary)") }
        let package = try loadPackage("hostile")
        let answer = package.testCases[0].answer.path
        for template in ["readoutside.c.template", "readoutside.py.template"] {
            let text = try String(contentsOf: fixture("hostile-submissions/" + template), encoding: .utf8)
                .replacingOccurrences(of: "@ANSWER@", with: answer)
                .replacingOccurrences(of: "@RELATIVE@", with: String(answer.dropFirst()))
            let file = try writeSource("readoutside." + (template.hasPrefix("readoutside.c") ? "c" : "py"), text)
            let summary = try await grade(file, in: package)
            XCTAssertEqual(summary.verdict, .wrongAnswer, template)
            XCTAssertEqual(summary.results.first?.receivedExcerpt, "blocked\n", template)
        }
    }

    /// A program stopped by the wall-clock guard reports the CPU time it really used, and the
    /// message names that limit without contradicting the verdict.
    func testWallClockStopReportsTheRealCPUTime() async throws {
        let package = try loadPackage("sum")
        let file = try writeSource("spin-then-sleep.c", """
            #include <time.h>
            #include <unistd.h>
            int main(void) {
              clock_t start = clock();
              volatile unsigned long x = 0;
              while (clock() - start < CLOCKS_PER_SEC / 2) x++;
              for (;;) pause();
            }
            """)
        var options = options(workers: 1)
        options.stopAtFirstFailure = true
        let summary = try await grade(file, in: package, options: options)
        XCTAssertEqual(summary.verdict, .timeLimitExceeded)
        let result = try XCTUnwrap(summary.results.first)
        XCTAssertGreaterThan(result.cpuSeconds, 0.4, "the CPU time it used before it was stopped")
        XCTAssertTrue(result.message?.hasPrefix("stopped by the wall-clock limit") ?? false, result.message ?? "")
    }

    /// A package's own output validator is a program from elsewhere: it runs in a box. It
    /// cannot read a file outside its view, reach the network, or make prep read a file for it
    /// by leaving a link where prep looks for its messages.
    func testAHostileOutputValidatorLeaksNothing() async throws {
        guard Sandbox.status.isolated else { throw XCTSkip("no boxes here: \(Sandbox.status.summary)") }
        let root = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-hostile-validator-")
        defer { try? FileManager.default.removeItem(at: root) }
        chmod(root.path, 0o755)
        let secret = "prep-secret-\(UUID().uuidString)"
        let secretFile = root.appendingPathComponent("secret.txt")
        try secret.write(to: secretFile, atomically: true, encoding: .utf8)
        chmod(secretFile.path, 0o644)
        let copy = root.appendingPathComponent("customval")
        try FileManager.default.copyItem(at: fixture("customval"), to: copy)
        try """
            import os, socket, sys
            feedback = sys.argv[3]
            found = []
            for path in ["\(secretFile.path)", "\(Self.cacheDirectory.path)"]:
                try:
                    found.append(open(path).read() if os.path.isfile(path) else ",".join(os.listdir(path)))
                except OSError:
                    pass
            try:
                socket.create_connection(("127.0.0.1", 22), timeout=1)
                found.append("network")
            except OSError:
                pass
            os.symlink("\(secretFile.path)", feedback + "teammessage.txt")
            open(feedback + "judgemessage.txt", "w").write("saw: " + "|".join(found))
            sys.exit(43)
            """.write(to: copy.appendingPathComponent("output_validator/validate.py"), atomically: true, encoding: .utf8)
        let package = try ProblemPackage.load(from: copy, cacheDirectory: Self.cacheDirectory)
        let summary = try await grade(copy.appendingPathComponent("submissions/accepted/plus.py"), in: package)
        XCTAssertEqual(summary.verdict, .wrongAnswer, summary.message ?? "")
        XCTAssertEqual(summary.message, "saw:", "the validator reached something outside its box")
        XCTAssertFalse(summary.results.contains { ($0.message ?? "").contains(secret) })
        // The next package is judged right.
        let honest = try await grade(fixture("customval/submissions/accepted/plus.py"), in: try loadPackage("customval"))
        XCTAssertEqual(honest.verdict, .accepted, honest.message ?? "")
    }

    func testSandboxStatusIsReported() {
        let status = Sandbox.status
        XCTAssertFalse(status.summary.isEmpty)
        if geteuid() == 0 { XCTAssertEqual(status.solutionUID, 65534) }
    }
}
