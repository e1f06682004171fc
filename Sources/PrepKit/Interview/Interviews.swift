import ContextStack
import Foundation

/// An interview session as the command line shows it.
public struct InterviewStatus: Sendable, Codable, Equatable {
    public var id: String
    public var problem: String
    public var name: String
    public var startedAt: Date
    public var minutes: Int
    public var deadline: Date
    /// nil while it runs.
    public var endedAt: Date?
    /// "running", "accepted", "time" or "stopped".
    public var outcome: String
    public var attempts: Int
    /// The last attempt's verdict code in the window (`AC`, `WA`, ...), if any.
    public var verdict: String?
    public var hintsUsed: Int
    /// Minutes from the start to the end (or to now, while it runs).
    public var minutesUsed: Double
    /// Seconds left while it runs; nil once ended.
    public var secondsLeft: Double?
    public var timeComplexity: String
    public var spaceComplexity: String
    public var approach: String

    public var isRunning: Bool { endedAt == nil }
}

/// Interview sessions in numbers, for `prep stats` and the report.
public struct InterviewSummary: Sendable, Codable, Equatable {
    /// Ended sessions.
    public var sessions: Int
    /// Of them, ended by an accepted solution in time.
    public var accepted: Int
    /// accepted / sessions (0 when there are none).
    public var successRate: Double
    /// Median minutes used over ended sessions.
    public var medianMinutes: Double?
}

/// The clock an interview follows: the system's, or a test's fake one.
public protocol InterviewClock: Sendable {
    var now: Date { get }
    func sleep(seconds: Double) async throws
}

public struct SystemInterviewClock: InterviewClock {
    public init() {}
    public var now: Date { Date() }
    public func sleep(seconds: Double) async throws { try await Task.sleep(nanoseconds: UInt64(seconds * 1e9)) }
}

/// `prep interview`: a rehearsal against the clock. The session is a row in the store from
/// its first second, so any process can see, settle or stop it; it is *settled* (ended, when
/// an attempt was accepted in time or time ran out) by whichever prep looks at it next.
public struct Interviews: Sendable {
    let store: PrepStore

    public init(store: PrepStore) { self.store = store }

    /// What to pick from.
    public struct Choice: Sendable {
        public var topic: String?
        public var difficulty: String?
        /// Pick among problems due for review instead of unsolved ones.
        public var review: Bool

        public init(topic: String? = nil, difficulty: String? = nil, review: Bool = false) {
            self.topic = topic
            self.difficulty = difficulty
            self.review = review
        }
    }

    public static let defaultMinutes = 45
    public static let minutesRange = 1...240

    /// Picks a problem and starts a session of `minutes`.
    /// - Throws: `PrepError` when a session is already running (naming it), or nothing matches.
    public func start(minutes: Int, choice: Choice, now: Date = Date()) async throws -> InterviewStatus {
        var random = SystemRandomNumberGenerator()
        return try await start(minutes: minutes, choice: choice, now: now, using: &random)
    }

    public func start(minutes: Int, choice: Choice, now: Date = Date(),
                      using random: inout some RandomNumberGenerator) async throws -> InterviewStatus {
        guard Self.minutesRange.contains(minutes) else {
            throw PrepError("--minutes must be between \(Self.minutesRange.lowerBound) and \(Self.minutesRange.upperBound) (got \(minutes))")
        }
        let weakest = try StatsReport.make(store: store, now: now).weakestTopics.map(\.name)
        let candidates = try await store.interviewCandidates(dueBy: now)
        guard let slug = Self.pick(candidates, choice: choice, weakest: weakest, using: &random) else {
            var what = choice.review ? "no problem due for review" : "no unsolved problem"
            if let topic = choice.topic { what += " in topic \(topic)" }
            if let difficulty = choice.difficulty { what += " of difficulty \(difficulty)" }
            throw PrepError("\(what) to interview on" + (choice.review ? "" : "; try --review, or another --topic or --difficulty"))
        }
        let store = store
        return try await store.exclusively {
            try await settleLocked(now: now)
            let view = store.view
            let status: InterviewStatus = try await view.perform {
                if let running = try Self.running(in: view) {
                    throw PrepError("an interview is already running: \(Self.describe(running, now: now)); "
                                    + "prep interview --status shows it, --stop ends it")
                }
                guard let problem = try Problem.named(slug, in: view) else { throw PrepError("\(slug) is not in the catalogue") }
                let session = InterviewSession(context: view)
                session.problem = problem
                session.startedAt = now
                session.minutes = minutes
                session.hintsUsed = try view.count(FetchRequest<HintUse>(HintUse.problem == problem.objectID))
                try view.obtainPermanentIDs(for: [session])
                try view.save()
                return Self.status(session, now: now)
            }
            try await store.flush()
            return status
        }
    }

    /// The running session, after settling it (nil when none runs).
    public func running(now: Date = Date()) async throws -> InterviewStatus? {
        let store = store
        return try await store.exclusively {
            try await settleLocked(now: now)
            let view = store.view
            return try await view.perform { try Self.running(in: view).map { Self.status($0, now: now) } }
        }
    }

    /// Ends the running session if an attempt was accepted in time or time ran out; returns
    /// the session's state (running or just ended), nil when there is none.
    public func settle(id: String, now: Date = Date()) async throws -> InterviewStatus? {
        let store = store
        return try await store.exclusively {
            try await settleLocked(now: now)
            return try session(id: id, now: now)
        }
    }

    /// Ends the running session now ("stopped"), unless it had already ended by itself.
    /// - Throws: `PrepError` when no session runs.
    public func stop(now: Date = Date()) async throws -> InterviewStatus {
        let store = store
        return try await store.exclusively {
            try await settleLocked(now: now)
            let view = store.view
            let stopped: InterviewStatus? = try await view.perform {
                guard let running = try Self.running(in: view) else { return nil }
                running.endedAt = now
                running.outcome = "stopped"
                try view.save()
                return Self.status(running, now: now)
            }
            guard let stopped else { throw PrepError("no interview is running; prep interview starts one") }
            try await store.flush()
            return stopped
        }
    }

    /// Keeps the user's answers with the session and as a note on its problem tagged
    /// `#interview`. Empty answers are kept as given; no note when all three are empty.
    @discardableResult
    public func answer(id: String, time: String, space: String, approach: String, now: Date = Date()) async throws -> NoteEntry? {
        let store = store
        let (slug, body): (String, String?) = try await store.exclusively {
            let view = store.view
            let result: (String, String?) = try await view.perform {
                view.reset()
                guard let session = try Self.session(id: id, in: view), let slug = session.problem?.slug else {
                    throw PrepError("no interview session \(id)")
                }
                session.timeComplexity = time
                session.spaceComplexity = space
                session.approach = approach
                try view.save()
                if time.isEmpty && space.isEmpty && approach.isEmpty { return (slug, nil) }
                return (slug, Self.noteBody(Self.status(session, now: now)))
            }
            try await store.flush()
            return result
        }
        guard let body else { return nil }
        return try NoteBook(store: store).add(.problem(slug), body: body, now: now)
    }

    /// The latest sessions, newest first.
    public func recent(limit: Int = 10, now: Date = Date()) throws -> [InterviewStatus] {
        let view = store.view
        return try view.performAndWait {
            view.reset()
            return try view.fetch(FetchRequest<InterviewSession>(.always, sortedBy: [InterviewSession.startedAt.descending], limit: limit))
                .map { Self.status($0, now: now) }
        }
    }

    /// Follows session `id` until it ends: settles it every `interval` seconds of `clock`
    /// and hands each state to `tick` (the last one ended). Other processes' solves count:
    /// settling reads their attempts from the store.
    /// - Throws: `CancellationError` when the task is cancelled (the session goes on).
    public func follow(id: String, clock: some InterviewClock, interval: Double = 1,
                       tick: (InterviewStatus) -> Void) async throws -> InterviewStatus {
        while true {
            guard let status = try await settle(id: id, now: clock.now) else { throw PrepError("the interview session \(id) is gone") }
            tick(status)
            if !status.isRunning { return status }
            try await clock.sleep(seconds: min(interval, max(0.05, status.secondsLeft ?? interval)))
        }
    }

    // MARK: - Picking

    /// A problem for the session: unsolved ones (or, with `review`, due ones) matching the
    /// topic and difficulty; one with a topic among the `weakest` is four times as likely.
    static func pick(_ candidates: [PrepStore.InterviewCandidate], choice: Choice, weakest: [String],
                     using random: inout some RandomNumberGenerator) -> String? {
        let eligible = candidates.filter { c in
            (choice.review ? c.due : !c.solved)
                && (choice.topic.map { Problem.topics(from: c.topicList).contains($0) } ?? true)
                && (choice.difficulty.map { $0 == c.difficulty } ?? true)
        }
        guard !eligible.isEmpty else { return nil }
        let weights = eligible.map { c in Problem.topics(from: c.topicList).contains(where: weakest.contains) ? 4 : 1 }
        var ticket = Int.random(in: 0..<weights.reduce(0, +), using: &random)
        for (candidate, weight) in zip(eligible, weights) {
            if ticket < weight { return candidate.slug }
            ticket -= weight
        }
        return eligible.last?.slug
    }

    // MARK: - Settling

    /// Ends the running session when an attempt of its problem started in the window was
    /// accepted by the deadline (at that attempt's end), or when the deadline has passed; and
    /// keeps its attempt count and last verdict up to date. Call under the store lock.
    private func settleLocked(now: Date) async throws {
        let view = store.view
        let running: (id: ObjectID, problem: Int64, start: Date, deadline: Date)? = try await view.perform {
            // Another prep may have changed or ended the session since this one last looked.
            view.reset()
            guard let session = try Self.running(in: view), let problem = session.problem?.objectID.rowID else { return nil }
            return (session.objectID, problem, session.startedAt, session.deadline)
        }
        guard let running else { return }
        let attempts = try await store.attempts(problemID: running.problem, from: running.start, to: min(now, running.deadline))
        let acceptedAt = attempts.filter { $0.verdict == .accepted }
            .compactMap { $0.finishedAt.map { Date(timeIntervalSince1970: $0) } }
            .filter { $0 <= running.deadline }.min()
        let finished = attempts.filter { $0.verdict != .running && $0.verdict != .interrupted }
        let changed: Bool = try await view.perform {
            let session = try view.existingObject(with: running.id, as: InterviewSession.self)
            let verdict = finished.last?.verdict.rawValue
            var changed = session.attempts != attempts.count || session.verdict != verdict
            session.attempts = attempts.count
            session.verdict = verdict
            if let acceptedAt {
                session.endedAt = acceptedAt
                session.outcome = "accepted"
                changed = true
            } else if now >= running.deadline {
                session.endedAt = running.deadline
                session.outcome = "time"
                changed = true
            }
            if session.endedAt != nil, let problem = session.problem {
                session.hintsUsed = try view.count(FetchRequest<HintUse>(HintUse.problem == problem.objectID
                                                                         && HintUse.revealedAt <= session.endedAt ?? now))
            }
            if changed { try view.save() }
            return changed
        }
        if changed { try await store.flush() }
    }

    private func session(id: String, now: Date) throws -> InterviewStatus? {
        let view = store.view
        return try view.performAndWait { try Self.session(id: id, in: view).map { Self.status($0, now: now) } }
    }

    private static func session(id: String, in view: ObjectContext) throws -> InterviewSession? {
        try view.fetch(FetchRequest<InterviewSession>(.always, sortedBy: [InterviewSession.startedAt.descending]))
            .first { $0.objectID.uriRepresentation == id }
    }

    private static func running(in view: ObjectContext) throws -> InterviewSession? {
        try view.fetch(FetchRequest<InterviewSession>(InterviewSession.endedAt.isNil, limit: 1)).first
    }

    static func status(_ s: InterviewSession, now: Date) -> InterviewStatus {
        let end = s.endedAt ?? now
        return InterviewStatus(id: s.objectID.uriRepresentation, problem: s.problem?.slug ?? "?", name: s.problem?.name ?? "?",
                               startedAt: s.startedAt, minutes: s.minutes, deadline: s.deadline, endedAt: s.endedAt,
                               outcome: s.outcome, attempts: s.attempts, verdict: s.verdict, hintsUsed: s.hintsUsed,
                               minutesUsed: max(0, end.timeIntervalSince(s.startedAt)) / 60,
                               secondsLeft: s.endedAt == nil ? max(0, s.deadline.timeIntervalSince(now)) : nil,
                               timeComplexity: s.timeComplexity, spaceComplexity: s.spaceComplexity, approach: s.approach)
    }

    /// "two-sum, 32 min left" (or "two-sum, started 14:05"), for messages.
    static func describe(_ s: InterviewSession, now: Date) -> String {
        let left = Int((max(0, s.deadline.timeIntervalSince(now)) / 60).rounded(.up))
        return "\(s.problem?.slug ?? "?"), \(left) min left of \(s.minutes)"
    }

    /// The note kept after a session: what happened, then the user's answers.
    static func noteBody(_ s: InterviewStatus) -> String {
        let how: String
        switch s.outcome {
        case "accepted": how = "accepted after \(Int(s.minutesUsed.rounded(.up))) of \(s.minutes) min"
        case "time": how = "time ran out (\(s.minutes) min)"
        default: how = "stopped after \(Int(s.minutesUsed.rounded(.up))) of \(s.minutes) min"
        }
        var lines = ["Interview: \(how), \(s.attempts) attempt\(s.attempts == 1 ? "" : "s")."]
        if !s.timeComplexity.isEmpty { lines.append("Time: \(s.timeComplexity)") }
        if !s.spaceComplexity.isEmpty { lines.append("Space: \(s.spaceComplexity)") }
        if !s.approach.isEmpty { lines.append("Approach: \(s.approach)") }
        lines.append("#interview")
        return lines.joined(separator: "\n")
    }
}
