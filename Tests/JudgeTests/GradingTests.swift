import XCTest
@testable import Judge

final class GradingTests: JudgeTestCase {
    func testEveryVerdictOnTheSumPackage() async throws {
        let package = try loadPackage("sum")
        let submissions = fixture("sum/submissions")
        let expectations: [(String, Verdict)] = [
            ("accepted/sum.c", .accepted), ("accepted/sum.py", .accepted), ("wrong_answer/overflow.c", .wrongAnswer),
            ("time_limit_exceeded/spin.c", .timeLimitExceeded), ("run_time_error/crash.py", .runTimeError),
        ]
        for (path, verdict) in expectations {
            let summary = try await grade(submissions.appendingPathComponent(path), in: package)
            XCTAssertEqual(summary.verdict, verdict, "\(path): \(summary.message ?? "")")
        }
        let crash = try await grade(submissions.appendingPathComponent("run_time_error/crash.py"), in: package)
        XCTAssertEqual(crash.firstFailure, "secret/01")
        XCTAssertEqual(crash.message, "exit code 3")
        XCTAssertEqual(crash.testsTotal, 4)
    }

    func testWrongAnswerCarriesExcerptsForADiff() async throws {
        let package = try loadPackage("sum")
        let summary = try await grade(fixture("sum/submissions/wrong_answer/overflow.c"), in: package)
        let failed = try XCTUnwrap(summary.results.first { $0.verdict == .wrongAnswer })
        XCTAssertEqual(failed.name, "secret/03")
        XCTAssertEqual(failed.inputExcerpt, "2000000000 2000000000\n")
        XCTAssertEqual(failed.expectedExcerpt, "4000000000\n")
        XCTAssertNotNil(failed.receivedExcerpt)
        XCTAssertTrue(failed.message?.contains("expected '4000000000'") ?? false, failed.message ?? "")
        XCTAssertEqual(summary.testsPassed, 3)
    }

    func testCompileErrorIsCEWithTheCompilersMessage() async throws {
        let package = try loadPackage("sum")
        let file = try writeSource("broken.c", "int main(void) { return undefined_name; }\n")
        let summary = try await grade(file, in: package)
        XCTAssertEqual(summary.verdict, .compileError)
        XCTAssertTrue(summary.message?.contains("undefined_name") ?? false, summary.message ?? "")
        XCTAssertFalse(summary.message?.contains("/prep-") ?? true, "scratch paths are trimmed: \(summary.message ?? "")")
        let python = try writeSource("broken.py", "def f(:\n")
        let pythonSummary = try await grade(python, in: package)
        XCTAssertEqual(pythonSummary.verdict, .compileError)
    }

    func testEventsStreamInOrder() async throws {
        let package = try loadPackage("sum")
        var events: [GradingEvent] = []
        let grader = Grader(package: package, options: options())
        for await event in grader.grade(try Submission(url: fixture("sum/submissions/accepted/sum.c"))) {
            events.append(event)
        }
        guard case .compileStarted(let language) = events.first else { return XCTFail("\(events)") }
        XCTAssertEqual(language.id, "c")
        guard case .compileFinished(let report) = events[1] else { return XCTFail("\(events)") }
        XCTAssertNil(report.error)
        let tests = events.compactMap { event -> TestResult? in
            if case .testFinished(let result) = event { return result }
            return nil
        }
        XCTAssertEqual(Set(tests.map(\.name)), Set(package.testCases.map(\.name)))
        guard case .finished(let summary) = events.last else { return XCTFail("\(events)") }
        XCTAssertEqual(summary.verdict, .accepted)
        XCTAssertEqual(summary.testsPassed, 4)
        XCTAssertEqual(summary.results.map(\.index), [0, 1, 2, 3])
        let data = try JSONEncoder().encode(events)
        XCTAssertEqual(try JSONDecoder().decode([GradingEvent].self, from: data), events)
    }

    func testStopAtFirstFailure() async throws {
        let package = try loadPackage("sum")
        var options = options(workers: 1)
        options.stopAtFirstFailure = true
        let summary = try await grade(fixture("sum/submissions/run_time_error/crash.py"), in: package, options: options)
        XCTAssertEqual(summary.verdict, .runTimeError)
        XCTAssertEqual(summary.testsRun, 2)
    }

    func testTimeLimitOverride() async throws {
        let package = try loadPackage("sum")
        var options = options()
        options.timeLimit = 3
        let summary = try await grade(fixture("sum/submissions/accepted/sum.c"), in: package, options: options)
        XCTAssertEqual(summary.timeLimit, 3)
    }

    func testCustomValidatorProtocol() async throws {
        let package = try loadPackage("customval")
        let accepted = try await grade(fixture("customval/submissions/accepted/plus.py"), in: package)
        XCTAssertEqual(accepted.verdict, .accepted)
        let rejected = try await grade(fixture("customval/submissions/wrong_answer/same.py"), in: package)
        XCTAssertEqual(rejected.verdict, .wrongAnswer)
        XCTAssertEqual(rejected.message, "5 is not larger than 5")   // judgemessage.txt
    }

    func testBrokenValidatorIsAJudgeErrorNotTheUsers() async throws {
        let root = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-je-")
        defer { try? FileManager.default.removeItem(at: root) }
        let copy = root.appendingPathComponent("customval")
        try FileManager.default.copyItem(at: fixture("customval"), to: copy)
        try "import sys\nsys.exit(0)\n".write(to: copy.appendingPathComponent("output_validator/validate.py"),
                                             atomically: true, encoding: .utf8)
        let package = try ProblemPackage.load(from: copy, cacheDirectory: Self.cacheDirectory)
        let summary = try await grade(copy.appendingPathComponent("submissions/accepted/plus.py"), in: package)
        XCTAssertEqual(summary.verdict, .judgeError)
        XCTAssertTrue(summary.message?.contains("42 or 43") ?? false, summary.message ?? "")
    }

    /// Swift compiles once; the second run of the unchanged source is a cache hit.
    func testCompileCacheHitSkipsCompilation() async throws {
        guard Languages.swift.probe().present else { throw XCTSkip("no Swift toolchain") }
        let package = try loadPackage("echo")
        let file = try writeSource("echo.swift", Languages.swift.selfTest + "// \(UUID())\n")
        let first = try await grade(file, in: package)
        XCTAssertEqual(first.verdict, .accepted, first.message ?? "")
        XCTAssertEqual(first.compile?.cacheHit, false)
        let second = try await grade(file, in: package)
        XCTAssertEqual(second.verdict, .accepted)
        XCTAssertEqual(second.compile?.cacheHit, true)
        XCTAssertEqual(second.compile?.seconds, 0)
        XCTAssertLessThan(second.wallSeconds, first.wallSeconds)
    }

    /// A cache entry whose program changed on disk after it was made is never run: it is
    /// compiled again, and the program that runs is the one the compiler made.
    func testATamperedCacheEntryIsCompiledAgain() async throws {
        let package = try loadPackage("sum")
        let file = try writeSource("sum.c", """
            #include <stdio.h>
            int main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a + b); return 0; }
            // \(UUID())
            """)
        let first = try await grade(file, in: package)
        XCTAssertEqual(first.verdict, .accepted, first.message ?? "")
        let cache = CompileCache(cacheDirectory: Self.cacheDirectory)
        let entries = try FileManager.default.contentsOfDirectory(at: cache.root, includingPropertiesForKeys: [.contentModificationDateKey])
            .filter { !$0.lastPathComponent.hasPrefix(".") }
            .sorted { ((try? $0.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast)
                > ((try? $1.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast) }
        let program = try XCTUnwrap(entries.first).appendingPathComponent("out/prog")
        try "#!/bin/sh\necho 0\n".write(to: program, atomically: false, encoding: .utf8)
        let second = try await grade(file, in: package)
        XCTAssertEqual(second.verdict, .accepted, second.message ?? "")
        XCTAssertEqual(second.compile?.cacheHit, false, "the tampered entry was used")
        let third = try await grade(file, in: package)
        XCTAssertEqual(third.compile?.cacheHit, true)
    }

    func testCompileCacheIsBounded() throws {
        let root = try FileTree.makeTemporaryFolder(in: FileManager.default.temporaryDirectory, prefix: "prep-cache-")
        defer { try? FileManager.default.removeItem(at: root) }
        let cache = CompileCache(root: root, maxBytes: 3000)
        for index in 0..<5 {
            let staging = try cache.makeStaging()
            try Data(count: 1000).write(to: staging.appendingPathComponent("entry.json"))
            _ = try cache.commit(staging, as: "key\(index)")
            usleep(20_000)
        }
        let left = FileTree.names(in: root)
        XCTAssertLessThanOrEqual(left.count, 3)
        XCTAssertTrue(left.contains("key4"))
        XCTAssertNil(cache.lookup("key0"))
    }

    func testMissingToolchainIsAJudgeError() async throws {
        let package = try loadPackage("sum")
        var language = Languages.c
        language.compile = ["no-such-compiler-xyz", "{sources}"]
        let summary = try await grade(fixture("sum/submissions/accepted/sum.c"), in: package, language: language)
        XCTAssertEqual(summary.verdict, .judgeError)
        XCTAssertTrue(summary.message?.contains("not installed") ?? false)
    }
}
