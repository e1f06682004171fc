import Foundation
import GRDB
import Judge
import Synchronization
import XCTest
@testable import PrepKit

/// `prep solve` through the library: the events a terminal draws arrive in order and agree
/// with the outcome, the attempt and its tests are in the store when the run returns, a
/// cancelled run (Ctrl-C) is recorded as interrupted instead of failing, and a text judged
/// twice is stored once. Solutions run in the real sandbox.
final class SolveSessionTests: StoreTestCase {
    static let pythonAdd = "a, b = map(int, input().split())\nprint(a + b)\n"

    /// The test's scratch folder for grading sessions: empty again once the grader is done.
    var scratch: URL { folder.appendingPathComponent("scratch") }

    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try CatalogueSync(store: store).sync(folder: Self.problems)
    }

    // MARK: - Helpers

    /// Events as `emit` receives them, from whichever queue calls it.
    final class Recorder: Sendable {
        private let storage = Mutex<[SolveEvent]>([])
        func append(_ event: SolveEvent) { storage.withLock { $0.append(event) } }
        var events: [SolveEvent] { storage.withLock { $0 } }
    }

    func write(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    func session(_ file: URL, problem: String = "add-two") throws -> SolveSession {
        let package = try ProblemPackage.load(from: Self.problems.appendingPathComponent(problem), cacheDirectory: cache)
        var options = GradingOptions()
        options.cacheDirectory = cache
        options.scratchDirectory = scratch
        options.workers = 2
        return SolveSession(store: store, package: package, submission: try Submission(url: file), options: options)
    }

    func solve(_ file: URL) async throws -> (SolveOutcome, [SolveEvent]) {
        let recorder = Recorder()
        let outcome = try await session(file).run { recorder.append($0) }
        return (outcome, recorder.events)
    }

    /// The row ID of the attempt an outcome names (`attempt/12`).
    func rowID(_ outcome: SolveOutcome) throws -> Int64 {
        try XCTUnwrap(Int64(outcome.attempt.split(separator: "/").last ?? ""), outcome.attempt)
    }

    func json(_ outcome: SolveOutcome) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(outcome), as: UTF8.self)
    }

    // MARK: - Tests

    func testAcceptedSolveReportsInOrderAndStoresTheAttempt() async throws {
        let file = try write("add-two.py", Self.pythonAdd)
        let (outcome, events) = try await solve(file)

        // started, compiling, compiled, three tests, finished: in that order.
        guard case .started(let start)? = events.first else { return XCTFail("first event: \(String(describing: events.first))") }
        XCTAssertEqual(start.tests, 3)
        XCTAssertEqual(start.problem, "add-two")
        XCTAssertEqual(start.name, "Add Two")
        XCTAssertEqual(start.language, "Python 3")
        XCTAssertEqual(start.attempt, outcome.attempt)
        let kinds = events.map { event -> String in
            switch event {
            case .started: "started"
            case .compiling: "compiling"
            case .compiled: "compiled"
            case .test: "test"
            case .finished: "finished"
            }
        }
        XCTAssertEqual(kinds, ["started", "compiling", "compiled", "test", "test", "test", "finished"])
        let lines = events.compactMap { event -> TestLine? in if case .test(let line) = event { line } else { nil } }
        XCTAssertEqual(lines.map(\.done), [1, 2, 3])
        XCTAssertEqual(lines.map(\.total), [3, 3, 3])
        XCTAssertEqual(Set(lines.map(\.name)), ["sample/1", "secret/big", "secret/neg"])
        XCTAssertTrue(lines.allSatisfy { $0.verdict == .accepted }, "\(lines)")
        guard case .finished(let finished)? = events.last else { return XCTFail("last event: \(String(describing: events.last))") }
        XCTAssertEqual(try json(finished), try json(outcome))

        XCTAssertEqual(outcome.verdict, .accepted)
        XCTAssertEqual(outcome.testsPassed, 3)
        XCTAssertEqual(outcome.testsTotal, 3)
        XCTAssertNil(outcome.failure)
        XCTAssertEqual(outcome.tests.map(\.name), ["sample/1", "secret/big", "secret/neg"])

        // On disk when run returns: the attempt, its text, its three tests and a review card.
        try assertStoredAccepted(try rowID(outcome), text: try String(contentsOf: file, encoding: .utf8))
    }

    func assertStoredAccepted(_ id: Int64, text: String) throws {
        try store.reader.read { db in
            let attempts = try Row.fetchAll(db, sql: """
                SELECT attempt.id, verdict, finishedAt, testsPassed, testsTotal, language, text
                FROM attempt JOIN source ON source.id = sourceId
                """)
            XCTAssertEqual(attempts.count, 1)
            let attempt = try XCTUnwrap(attempts.first)
            XCTAssertEqual(attempt["id"] as Int64, id)
            XCTAssertEqual(attempt["verdict"] as String, "AC")
            XCTAssertNotNil(attempt["finishedAt"] as Double?)
            XCTAssertEqual(attempt["testsPassed"] as Int, 3)
            XCTAssertEqual(attempt["testsTotal"] as Int, 3)
            XCTAssertEqual(attempt["language"] as String, "Python 3")
            XCTAssertEqual(attempt["text"] as String, text)
            XCTAssertEqual(try String.fetchAll(db, sql: "SELECT verdict FROM test_result WHERE attemptId = ? ORDER BY testIndex",
                                               arguments: [id]), ["AC", "AC", "AC"])
            XCTAssertEqual(try Int.fetchOne(db, sql: """
                SELECT COUNT(*) FROM review_card JOIN problem ON problem.id = review_card.problemId WHERE slug = 'add-two'
                """), 1)
        }
    }

    func testWrongAnswerNamesTheFirstFailingTestAndItsDifference() async throws {
        let (outcome, events) = try await solve(try write("add-two.py", "a, b = map(int, input().split())\nprint(a - b)\n"))
        XCTAssertEqual(outcome.verdict, .judged(.wrongAnswer))
        XCTAssertEqual(outcome.verdictTitle, "Wrong Answer")
        XCTAssertLessThan(outcome.testsPassed, 3)
        XCTAssertEqual(outcome.testsTotal, 3)
        // The first failing test in test order, whichever worker finished first.
        let failure = try XCTUnwrap(outcome.failure)
        XCTAssertEqual(failure.test, "sample/1")
        XCTAssertEqual(failure.verdict, .wrongAnswer)
        XCTAssertEqual(failure.input, "1 2\n")
        XCTAssertEqual(failure.expected, "3\n")
        XCTAssertEqual(failure.received, "-1\n")
        XCTAssertEqual(failure.differenceLine, 1)
        XCTAssertEqual(failure.differenceColumn, 1)
        XCTAssertEqual(events.filter { if case .test = $0 { true } else { false } }.count, 3)

        XCTAssertEqual(try count("SELECT COUNT(*) FROM attempt WHERE verdict = 'WA' AND finishedAt IS NOT NULL"), 1)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM test_result WHERE verdict = 'WA'"), 3)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM review_card"), 0, "only a solved problem gets a review card")
    }

    func testCompileErrorIsRecordedWithTheCompilersMessage() async throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/cc") || FileManager.default.isExecutableFile(atPath: "/bin/cc")
        else { throw XCTSkip("no C compiler") }
        let (outcome, events) = try await solve(try write("add-two.c", "int main(void) { return x; }\n"))
        XCTAssertEqual(outcome.verdict, .judged(.compileError))
        let message = try XCTUnwrap(outcome.message)
        XCTAssertTrue(message.contains("error"), message)
        XCTAssertEqual(outcome.testsPassed, 0)
        XCTAssertTrue(outcome.tests.isEmpty)
        // The compiled event carries the compiler's message.
        let errors = events.compactMap { event -> String? in if case .compiled(_, _, let error?) = event { error } else { nil } }
        XCTAssertEqual(errors, [message])
        XCTAssertEqual(try count("SELECT COUNT(*) FROM attempt WHERE verdict = 'CE' AND message IS NOT NULL"), 1)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM test_result"), 0)
    }

    func testCancellingTheTaskRecordsAnInterruptedAttempt() async throws {
        let file = try write("add-two.py", "import time\ntime.sleep(30)\n" + Self.pythonAdd)
        let session = try session(file)
        let recorder = Recorder()
        let task = Task { try await session.run { recorder.append($0) } }

        // Cancel (as Ctrl-C does) once the tests are running.
        let deadline = Date().addingTimeInterval(20)
        while !recorder.events.contains(where: { if case .compiled = $0 { true } else { false } }), Date() < deadline {
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        try await Task.sleep(nanoseconds: 500_000_000)
        let cancelled = Date()
        task.cancel()
        let outcome = try await task.value
        XCTAssertLessThan(Date().timeIntervalSince(cancelled), 3, "the run returns at once, without waiting for the tests")

        XCTAssertEqual(outcome.verdict, .interrupted)
        XCTAssertEqual(outcome.testsPassed, 0)
        XCTAssertEqual(outcome.testsTotal, 3)
        guard case .finished(let finished)? = recorder.events.last else { return XCTFail("no finished event") }
        XCTAssertEqual(finished.verdict, .interrupted)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM attempt WHERE verdict = 'INT' AND finishedAt IS NOT NULL AND id = ?",
                                 [try rowID(outcome)]), 1)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM attempt"), 1)

        // The sleeping tests stop at their wall-clock limit (5 s) and the grader removes its
        // scratch folder; wait for that so nothing outlives the test.
        let end = Date().addingTimeInterval(15)
        while !((try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []).isEmpty, Date() < end {
            try await Task.sleep(nanoseconds: 100_000_000)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: scratch.path), [])
    }

    func testTheSameTextJudgedTwiceIsStoredOnce() async throws {
        let file = try write("add-two.py", Self.pythonAdd)
        let (first, _) = try await solve(file)
        let (second, events) = try await solve(file)
        XCTAssertEqual(first.verdict, .accepted)
        XCTAssertEqual(second.verdict, .accepted)
        XCTAssertNotEqual(first.attempt, second.attempt)
        XCTAssertTrue(second.compileCached, "the second judging takes the program from the cache")
        XCTAssertTrue(events.contains { if case .compiled(_, true, nil) = $0 { true } else { false } })
        XCTAssertEqual(try count("SELECT COUNT(*) FROM attempt"), 2)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM source"), 1)
        XCTAssertEqual(try count("SELECT COUNT(DISTINCT sourceId) FROM attempt"), 1)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM test_result"), 6)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM review_card"), 1, "one card however often the problem is solved")
    }
}
