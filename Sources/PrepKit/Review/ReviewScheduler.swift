import ContextStack
import Foundation

/// A problem due for review.
public struct DueReview: Sendable, Codable {
    public var problem: String
    public var name: String
    public var due: Date
    /// Whole days past due (0 when due today).
    public var daysOverdue: Int
    /// The estimated chance of solving it now (nil before the first review).
    public var retrievability: Double?
    public var reps: Int
    public var lapses: Int
}

/// What a rating did.
public struct RatedReview: Sendable, Codable {
    public var problem: String
    public var rating: String
    public var due: Date
    public var intervalDays: Int
    public var stability: Double
    public var difficulty: Double
}

/// The spaced-repetition side of prep: a review card per solved problem, scheduled by FSRS-6
/// (published default parameters, desired retention 0.9); every rating is kept in a review
/// log so that parameters can be fitted to the person later.
public struct ReviewScheduler {
    let store: PrepStore
    let fsrs: FSRS

    public init(store: PrepStore, fsrs: FSRS = FSRS(timeZone: .current)) {
        self.store = store
        self.fsrs = fsrs
    }

    /// Gives a problem a review card (due now) the first time it is solved.
    public func ensureCard(for slug: String, now: Date = Date()) async throws {
        // Two solves of one problem may finish together: the check and the insert of its one
        // card happen in one process at a time, each seeing what the other wrote to disk.
        let store = store
        try await store.exclusively {
            let view = store.view
            let created: Bool = try await view.perform {
                let problem = try Self.problem(slug, in: view)
                if try Self.card(of: problem, in: view) != nil { return false }
                let card = ReviewCard(context: view)
                card.problem = problem
                card.due = now
                try view.save()
                return true
            }
            if created { try await store.flush() }
        }
    }

    /// Cards due by the end of today, most overdue first.
    public func due(now: Date = Date(), calendar: Calendar = .current) throws -> [DueReview] {
        let endOfDay = calendar.startOfDay(for: now).addingTimeInterval(86_400)
        let view = store.view
        return try view.performAndWait {
            try view.fetch(FetchRequest<ReviewCard>(ReviewCard.due < endOfDay, sortedBy: [ReviewCard.due.ascending])).compactMap { card in
                guard let problem = card.problem, !problem.isMissing else { return nil }
                let state = Self.state(of: card)
                return DueReview(problem: problem.slug, name: problem.name, due: card.due,
                                 daysOverdue: max(0, Int(now.timeIntervalSince(card.due) / 86_400)),
                                 retrievability: state.memory == nil ? nil : fsrs.retrievability(of: state, at: now),
                                 reps: card.reps, lapses: card.lapses)
            }
        }
    }

    /// Records a rating for a problem and schedules its next review.
    @discardableResult
    public func rate(_ slug: String, _ rating: Rating, now: Date = Date()) throws -> RatedReview {
        // One rating at a time across processes: it reads and rewrites the problem's card.
        try store.exclusively { try rateNow(slug, rating, now: now) }
    }

    private func rateNow(_ slug: String, _ rating: Rating, now: Date) throws -> RatedReview {
        let view = store.view
        let rated: RatedReview = try view.performAndWait {
            let problem = try Self.problem(slug, in: view)
            let card = try Self.card(of: problem, in: view) ?? {
                let card = ReviewCard(context: view)
                card.problem = problem
                card.due = now
                return card
            }()
            let before = Self.state(of: card)
            let after = fsrs.review(before, rating: rating, at: now)
            card.due = after.due
            card.stability = after.memory?.stability
            card.difficulty = after.memory?.difficulty
            card.reps = after.reps
            card.lapses = after.lapses
            card.lastReview = after.lastReview
            let interval = max(0, Int((after.due.timeIntervalSince(now) / 86_400).rounded()))
            let log = ReviewLog(context: view)
            log[ReviewLog.problem] = problem
            log[ReviewLog.rating] = rating.rawValue
            log[ReviewLog.reviewedAt] = now
            log[ReviewLog.elapsedDays] = before.lastReview.map { now.timeIntervalSince($0) / 86_400 } ?? 0
            log[ReviewLog.scheduledDays] = interval
            log[ReviewLog.stability] = after.memory?.stability ?? 0
            log[ReviewLog.difficulty] = after.memory?.difficulty ?? 0
            try view.save()
            return RatedReview(problem: problem.slug, rating: rating.description, due: after.due, intervalDays: interval,
                               stability: after.memory?.stability ?? 0, difficulty: after.memory?.difficulty ?? 0)
        }
        try store.flush()
        return rated
    }

    /// The interval each rating would give a problem now, in days.
    public func preview(_ slug: String, now: Date = Date()) throws -> [Rating: Int] {
        let view = store.view
        return try view.performAndWait {
            let problem = try Self.problem(slug, in: view)
            let state = try Self.card(of: problem, in: view).map(Self.state) ?? CardState(due: now)
            return fsrs.nextIntervals(for: state, at: now)
        }
    }

    // MARK: - Helpers

    private static func problem(_ slug: String, in view: ObjectContext) throws -> Problem {
        guard let problem = try Problem.named(slug, in: view) else {
            throw PrepError("unknown problem '\(slug)'")
        }
        return problem
    }

    private static func card(of problem: Problem, in view: ObjectContext) throws -> ReviewCard? {
        try view.fetch(FetchRequest<ReviewCard>(ReviewCard.problem == problem.objectID, limit: 1)).first
    }

    private static func state(of card: ReviewCard) -> CardState {
        let memory = zip(card.stability, card.difficulty).map { MemoryState(stability: $0, difficulty: $1) }
        return CardState(memory: memory, due: card.due, lastReview: card.lastReview, reps: card.reps, lapses: card.lapses)
    }
}

private func zip<A, B>(_ a: A?, _ b: B?) -> (A, B)? {
    guard let a, let b else { return nil }
    return (a, b)
}
