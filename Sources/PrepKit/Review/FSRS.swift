import Foundation

/// The FSRS-6 spaced-repetition scheduler: pure arithmetic over value types, no I/O.
///
/// ```swift
/// let fsrs = FSRS(timeZone: .current)
/// var card = CardState(due: now)
/// card = fsrs.review(card, rating: .good, at: now)     // due in 2 days
/// fsrs.nextIntervals(for: card, at: card.due)           // [.again: 1, .hard: 8, .good: 11, .easy: 19]
/// ```
///
/// ## Model
/// This is FSRS-6 as open-spaced-repetition's fsrs-rs (the implementation inside Anki) and
/// py-fsrs compute it, with **no learning or relearning steps**: every review, the first one
/// and those rated `again` included, schedules the next one a whole number of days ahead. prep
/// reviews a problem at most once a day (after solving it), so minute-long steps would only
/// mean asking again in ten minutes. This is py-fsrs's `Scheduler(learning_steps=(),
/// relearning_steps=())`. It is not ts-fsrs's `enable_short_term: false`, which leaves out
/// the same-day terms (w17, w18) and so computes other memory states (53.335106 instead of
/// 53.62691 in ts-fsrs's own FSRS-6 test): here a second review on the same day follows
/// FSRS-6's short-term stability formula, as in fsrs-rs.
///
/// ## Days
/// Elapsed time is counted in calendar days in `timeZone`: a problem reviewed at 23:00 and
/// again at 08:00 the next morning is one day later, as the person sees it. (py-fsrs counts
/// whole 24-hour periods instead; the two agree whenever reviews happen at the same time of
/// day.) Pass `TimeZone.current` for a person; the default, GMT, keeps results independent of
/// the machine.
public struct FSRS: Sendable, Equatable {
    /// FSRS-6's 21 default weights, w0…w20 (w20 is the forgetting curve's decay), identical in
    /// fsrs-rs (`FSRS6_DEFAULT_PARAMETERS`), py-fsrs (`DEFAULT_PARAMETERS`) and ts-fsrs.
    public static let defaultParameters: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, // w0…w3: initial stability for again, hard, good, easy
        6.4133, 0.8334, // w4, w5: initial difficulty
        3.0194, 0.001, // w6: difficulty step per rating; w7: mean reversion
        1.8722, 0.1666, 0.796, // w8…w10: stability after recall
        1.4835, 0.0614, 0.2629, 1.6483, // w11…w14: stability after a lapse
        0.6014, 1.8729, // w15: hard penalty; w16: easy bonus
        0.5425, 0.0912, 0.0658, // w17…w19: same-day reviews
        0.1542, // w20: decay
    ]

    /// The weights, w0…w20.
    public let parameters: [Double]
    /// The probability of recall at which a review is scheduled.
    public let desiredRetention: Double
    /// The longest interval, in days.
    public let maximumInterval: Int
    /// Whether to spread intervals of 3 days or more by a few percent (off by default).
    ///
    /// The spread is a pure function of the card and the review time, so the same review
    /// always gets the same interval.
    public let fuzz: Bool
    /// The time zone whose calendar days count elapsed time and place due dates.
    public let timeZone: TimeZone

    /// The published FSRS-6 defaults with desired retention 0.9 and a 100-year maximum.
    public init(timeZone: TimeZone = .gmt) {
        parameters = Self.defaultParameters
        desiredRetention = 0.9
        maximumInterval = 36500
        fuzz = false
        self.timeZone = timeZone
    }

    /// A scheduler with fitted weights or another retention.
    ///
    /// - Parameters:
    ///   - parameters: 21 weights, each within py-fsrs's bounds for FSRS-6.
    ///   - desiredRetention: strictly between 0 and 1.
    ///   - maximumInterval: in days, at least 1.
    ///   - fuzz: whether to spread long intervals a little.
    ///   - timeZone: where days begin and end.
    /// - Throws: `FSRSError` naming the first value that is out of range.
    public init(
        parameters: [Double],
        desiredRetention: Double = 0.9,
        maximumInterval: Int = 36500,
        fuzz: Bool = false,
        timeZone: TimeZone = .gmt
    ) throws(FSRSError) {
        guard parameters.count == Self.parameterBounds.count else {
            throw .parameterCount(parameters.count)
        }
        for (index, (value, bounds)) in zip(parameters, Self.parameterBounds).enumerated()
        where !bounds.contains(value) {
            throw .parameterOutOfRange(index: index, value: value, bounds: bounds)
        }
        guard desiredRetention > 0, desiredRetention < 1 else {
            throw .desiredRetentionOutOfRange(desiredRetention)
        }
        guard maximumInterval >= 1 else { throw .maximumIntervalOutOfRange(maximumInterval) }
        self.parameters = parameters
        self.desiredRetention = desiredRetention
        self.maximumInterval = maximumInterval
        self.fuzz = fuzz
        self.timeZone = timeZone
    }

    /// The probability that the card is recalled at `now`: 0 for a new card, 0.9 when the days
    /// since the last review equal the stability.
    public func retrievability(of card: CardState, at now: Date) -> Double {
        guard let memory = card.memory, let lastReview = card.lastReview else { return 0 }
        return forgettingCurve(elapsedDays: Double(elapsedDays(since: lastReview, at: now)), stability: memory.stability)
    }

    /// The card after a review rated `rating` at `now`: new memory state, due date, counts.
    public func review(_ card: CardState, rating: Rating, at now: Date) -> CardState {
        let memory = nextMemory(of: card, rating: rating, at: now)
        let interval = scheduledInterval(for: card, memory: memory, at: now)
        var next = card
        next.memory = memory
        next.lastReview = now
        next.due = adding(days: interval, to: now)
        next.reps += 1
        if rating == .again && !card.isNew {
            next.lapses += 1
        }
        return next
    }

    /// The interval in days that each rating would schedule, for showing "good → 12 d".
    public func nextIntervals(for card: CardState, at now: Date) -> [Rating: Int] {
        var intervals: [Rating: Int] = [:]
        for rating in Rating.allCases {
            let memory = nextMemory(of: card, rating: rating, at: now)
            intervals[rating] = scheduledInterval(for: card, memory: memory, at: now)
        }
        return intervals
    }

    /// The days until the next review, fuzzed if asked.
    private func scheduledInterval(for card: CardState, memory: MemoryState, at now: Date) -> Int {
        let interval = nextInterval(stability: memory.stability)
        return fuzz ? fuzzed(interval, seed: fuzzSeed(card: card, at: now)) : interval
    }

    /// Calendar days in `timeZone` from `lastReview` to `now`, never negative: what FSRS calls
    /// elapsed days, and what a review log records.
    public func elapsedDays(since lastReview: Date, at now: Date) -> Int {
        max(0, dayNumber(of: now) - dayNumber(of: lastReview))
    }
}

// MARK: - Errors

/// A scheduler setting that FSRS cannot work with.
public enum FSRSError: Error, Equatable, Sendable {
    case parameterCount(Int)
    case parameterOutOfRange(index: Int, value: Double, bounds: ClosedRange<Double>)
    case desiredRetentionOutOfRange(Double)
    case maximumIntervalOutOfRange(Int)
}

extension FSRSError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .parameterCount(let count):
            "FSRS-6 needs 21 parameters, got \(count)"
        case .parameterOutOfRange(let index, let value, let bounds):
            "FSRS parameter w\(index) = \(value) is outside \(bounds.lowerBound)…\(bounds.upperBound)"
        case .desiredRetentionOutOfRange(let retention):
            "desired retention must be between 0 and 1 (exclusive), got \(retention)"
        case .maximumIntervalOutOfRange(let days):
            "the maximum interval must be at least 1 day, got \(days)"
        }
    }
}
