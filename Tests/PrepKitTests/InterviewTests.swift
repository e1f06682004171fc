import Foundation
import Synchronization
import XCTest
@testable import PrepKit

/// Interview sessions on a fake clock: time running out, an accepted attempt in the window,
/// one session at a time, hints locked, the answers kept as a note, the picking and the
/// summary `prep stats` shows.
final class InterviewTests: StoreTestCase {
    /// A clock whose `sleep` moves time on at once.
    final class FakeClock: InterviewClock {
        private let time: Mutex<Date>
        init(_ start: Date) { time = Mutex(start) }
        var now: Date { time.withLock { $0 } }
        func sleep(seconds: Double) async throws { time.withLock { $0 += seconds } }
    }

    let t0 = Date(timeIntervalSince1970: 1_800_000_000)

    override func setUpWithError() throws {
        try super.setUpWithError()
        try CatalogueSync(store: store).sync(folder: Self.problems)
    }

    func start(_ minutes: Int = 1, _ choice: Interviews.Choice = .init(), at now: Date? = nil) async throws -> InterviewStatus {
        var random = SeededRandom(seed: 7)
        return try await Interviews(store: store).start(minutes: minutes, choice: choice, now: now ?? t0, using: &random)
    }

    func testTimeRunsOutAtTheDeadline() async throws {
        let session = try await start(1)
        XCTAssertTrue(session.isRunning)
        let clock = FakeClock(t0)
        var left: [Double] = []
        let ended = try await Interviews(store: store).follow(id: session.id, clock: clock) { left.append($0.secondsLeft ?? -1) }
        XCTAssertEqual(ended.outcome, "time")
        XCTAssertEqual(ended.endedAt, t0.addingTimeInterval(60))
        XCTAssertEqual(ended.minutesUsed, 1, accuracy: 1e-9)
        XCTAssertEqual(left.first, 60)
        XCTAssertEqual(left.count, 61, "a tick a second from 60 s left to 1 s, then the ended state")
        XCTAssertEqual(Array(left.dropLast()), left.dropLast().sorted(by: >), "counts down")
        let running = try await Interviews(store: store).running(now: t0.addingTimeInterval(61))
        XCTAssertNil(running)
    }

    func testAnAttemptAcceptedInTheWindowEndsItAtItsEnd() async throws {
        let session = try await start(30)
        try addAttempt(session.problem, .judged(.wrongAnswer), startedAt: t0.addingTimeInterval(60), finishedAt: t0.addingTimeInterval(61))
        try addAttempt(session.problem, .accepted, startedAt: t0.addingTimeInterval(300), finishedAt: t0.addingTimeInterval(305))
        // Another problem's solve does not count.
        let other = session.problem == "add-two" ? "max-of" : "add-two"
        try addAttempt(other, .accepted, startedAt: t0.addingTimeInterval(100), finishedAt: t0.addingTimeInterval(101))
        let ended = try await Interviews(store: store).follow(id: session.id, clock: FakeClock(t0.addingTimeInterval(400))) { _ in }
        XCTAssertEqual(ended.outcome, "accepted")
        XCTAssertEqual(ended.endedAt, t0.addingTimeInterval(305))
        XCTAssertEqual(ended.attempts, 2)
        XCTAssertEqual(ended.verdict, "AC")
        XCTAssertEqual(ended.minutesUsed, 305.0 / 60, accuracy: 1e-9)
    }

    func testAnAcceptedAttemptAfterTheDeadlineDoesNotCount() async throws {
        let session = try await start(1)
        try addAttempt(session.problem, .accepted, startedAt: t0.addingTimeInterval(50), finishedAt: t0.addingTimeInterval(70))
        let ended = try await Interviews(store: store).follow(id: session.id, clock: FakeClock(t0.addingTimeInterval(80))) { _ in }
        XCTAssertEqual(ended.outcome, "time")
        XCTAssertEqual(ended.attempts, 1, "started in the window")
    }

    func testOneSessionAtATimeAndHintsLockedWhileItRuns() async throws {
        let first = try await start(30)
        do {
            _ = try await start(30, at: t0.addingTimeInterval(120))
            XCTFail("a second session started")
        } catch let error as PrepError {
            XCTAssertTrue(error.message.contains("an interview is already running: \(first.problem), 28 min left of 30"), error.message)
        }
        do {
            _ = try await Hints(store: store).revealNext("add-two", now: t0.addingTimeInterval(120))
            XCTFail("a hint was revealed during the interview")
        } catch let error as PrepError {
            XCTAssertTrue(error.message.contains("hints are locked during an interview"), error.message)
        }
        XCTAssertEqual(try count("SELECT COUNT(*) FROM hint_use"), 0)
        let stopped = try await Interviews(store: store).stop(now: t0.addingTimeInterval(600))
        XCTAssertEqual(stopped.outcome, "stopped")
        XCTAssertEqual(stopped.minutesUsed, 10, accuracy: 1e-9)
        let hint = try await Hints(store: store).revealNext("add-two", now: t0.addingTimeInterval(700))
        XCTAssertEqual(hint.revealed, 1)
        let again = try await start(30, at: t0.addingTimeInterval(800))
        XCTAssertTrue(again.isRunning)
    }

    func testAnswersAreKeptAsANoteTaggedInterview() async throws {
        let session = try await start(30)
        try addAttempt(session.problem, .accepted, startedAt: t0.addingTimeInterval(60), finishedAt: t0.addingTimeInterval(62))
        let ended = try await Interviews(store: store).settle(id: session.id, now: t0.addingTimeInterval(90))
        XCTAssertEqual(ended?.outcome, "accepted")
        let note = try await Interviews(store: store).answer(id: session.id, time: "O(n)", space: "O(1)", approach: "one pass, keep the best")
        XCTAssertEqual(note?.subject, session.problem)
        XCTAssertEqual(note?.tags, ["interview"])
        XCTAssertTrue(note?.body.contains("Interview: accepted after 2 of 30 min, 1 attempt.\nTime: O(n)\nSpace: O(1)\nApproach: one pass") ?? false,
                      note?.body ?? "")
        let kept = try Interviews(store: store).recent(limit: 1).first
        XCTAssertEqual(kept?.timeComplexity, "O(n)")
        XCTAssertEqual(kept?.approach, "one pass, keep the best")
        XCTAssertEqual(try NoteBook(store: store).search("interview").count, 1)
    }

    func testStatsSummariseEndedSessions() async throws {
        let first = try await start(30)
        try addAttempt(first.problem, .accepted, startedAt: t0.addingTimeInterval(60), finishedAt: t0.addingTimeInterval(600))
        _ = try await Interviews(store: store).settle(id: first.id, now: t0.addingTimeInterval(700))
        let second = try await start(30, at: t0.addingTimeInterval(1000))
        _ = try await Interviews(store: store).stop(now: second.startedAt.addingTimeInterval(1200))
        let report = try StatsReport.make(store: store, now: t0.addingTimeInterval(3000))
        XCTAssertEqual(report.interviews, InterviewSummary(sessions: 2, accepted: 1, successRate: 0.5, medianMinutes: 15))
        XCTAssertEqual(report.attempts, 1, "sessions are not attempts")
    }

    /// Unsolved problems only (or due ones with review), within the topic and difficulty; a
    /// problem of a weakest topic four times as likely as another.
    func testPickingFavoursTheWeakestTopicsAndHonoursTheChoice() {
        func candidate(_ slug: String, _ topics: [String], _ difficulty: String = "easy", solved: Bool = false, due: Bool = false)
            -> PrepStore.InterviewCandidate {
            .init(slug: slug, topicList: Problem.topicList(topics), difficulty: difficulty, solved: solved, due: due)
        }
        let candidates = [candidate("weak", ["graphs"]), candidate("a", ["trees"]), candidate("b", ["heaps"], "hard"),
                          candidate("c", ["tries"]), candidate("d", ["sorting"]),
                          candidate("solved", ["graphs"], solved: true, due: true)]
        var random = SeededRandom(seed: 1)
        var picks: [String: Int] = [:]
        for _ in 0..<4000 {
            picks[Interviews.pick(candidates, choice: .init(), weakest: ["graphs"], using: &random)!, default: 0] += 1
        }
        XCTAssertNil(picks["solved"])
        // 4 / (4 + 4) of the picks: about 2000, against 800 for an even choice.
        XCTAssertEqual(Double(picks["weak"] ?? 0), 2000, accuracy: 200, "\(picks)")
        XCTAssertEqual(Interviews.pick(candidates, choice: .init(difficulty: "hard"), weakest: [], using: &random), "b")
        XCTAssertEqual(Interviews.pick(candidates, choice: .init(topic: "tries"), weakest: [], using: &random), "c")
        XCTAssertEqual(Interviews.pick(candidates, choice: .init(review: true), weakest: [], using: &random), "solved")
        XCTAssertNil(Interviews.pick(candidates, choice: .init(topic: "maths"), weakest: [], using: &random))
    }
}

/// SplitMix64: the same picks on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
