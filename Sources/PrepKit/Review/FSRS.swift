import Foundation

/// How a review went, on FSRS's four-button scale.
///
/// ```swift
/// Rating("good")   // .good
/// Rating("3")      // .good
/// Rating.easy.description  // "easy"
/// ```
public enum Rating: Int, Sendable, Codable, CaseIterable {
    /// Forgot: the problem could not be solved without help.
    case again = 1
    /// Solved, with serious effort.
    case hard
    /// Solved, with the effort one would expect.
    case good
    /// Solved without effort.
    case easy
}

/// What FSRS knows about a memory: how long it lasts and how hard it is to strengthen.
public struct MemoryState: Sendable, Codable, Equatable {
    /// Days until the probability of recall falls to 90%.
    public var stability: Double
    /// 1 (easiest) to 10 (hardest).
    public var difficulty: Double

    public init(stability: Double, difficulty: Double) {
        self.stability = stability
        self.difficulty = difficulty
    }
}

/// The review state of one problem, as FSRS schedules it.
///
/// Its fields are the columns of the store's review card; a new card has no memory state and
/// no last review.
public struct CardState: Sendable, Codable, Equatable {
    /// `nil` until the first review.
    public var memory: MemoryState?
    /// When the next review is due.
    public var due: Date
    /// `nil` until the first review.
    public var lastReview: Date?
    /// How many times the card was reviewed.
    public var reps: Int
    /// How many reviews after the first were rated `again`.
    public var lapses: Int

    /// A card that has never been reviewed, due at `due`.
    public init(due: Date) {
        self.init(memory: nil, due: due, lastReview: nil, reps: 0, lapses: 0)
    }

    public init(memory: MemoryState?, due: Date, lastReview: Date?, reps: Int, lapses: Int) {
        self.memory = memory
        self.due = due
        self.lastReview = lastReview
        self.reps = reps
        self.lapses = lapses
    }

    /// Whether the card has never been reviewed.
    public var isNew: Bool { memory == nil }
}

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

// MARK: - Rating parsing

extension Rating: LosslessStringConvertible {
    /// Parses "again", "hard", "good", "easy" (any case) or "1"…"4".
    public init?(_ description: String) {
        let text = description.trimmingCharacters(in: .whitespaces).lowercased()
        if let value = Int(text) {
            self.init(rawValue: value)
        } else if let rating = Self.allCases.first(where: { $0.description == text }) {
            self = rating
        } else {
            return nil
        }
    }

    public var description: String {
        switch self {
        case .again: "again"
        case .hard: "hard"
        case .good: "good"
        case .easy: "easy"
        }
    }
}

// MARK: - Formulas

// The FSRS-6 formulas, as fsrs-rs's `model_v6.rs` and py-fsrs's `scheduler.py` write them
// (https://github.com/open-spaced-repetition/fsrs4anki/wiki/The-Algorithm). `G` is the
// rating's raw value, 1…4.
extension FSRS {
    /// The lowest stability any formula may produce, as in py-fsrs (`STABILITY_MIN`).
    static let minimumStability = 0.001
    static let difficultyRange = 1.0...10.0

    /// py-fsrs's `LOWER_BOUNDS_PARAMETERS`…`UPPER_BOUNDS_PARAMETERS`.
    static let parameterBounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100,
        1...10, 0.001...4, 0.001...4, 0.001...0.75,
        0...4.5, 0...0.8, 0.001...3.5,
        0.001...5, 0.001...0.25, 0.001...0.9, 0...4,
        0...1, 1...6,
        0...2, 0...2, 0...0.8,
        0.1...0.8,
    ]

    private var w: [Double] { parameters }
    private var decay: Double { -parameters[20] }
    /// Chosen so that R(S, S) = 0.9: 0.9^(1/decay) − 1.
    private var factor: Double { pow(0.9, 1 / decay) - 1 }

    /// The memory state after a review; same-day reviews use the short-term formula.
    func nextMemory(of card: CardState, rating: Rating, at now: Date) -> MemoryState {
        guard let memory = card.memory else {
            return MemoryState(stability: initialStability(rating), difficulty: Self.clamp(initialDifficulty(rating), to: Self.difficultyRange))
        }
        let days = card.lastReview.map { elapsedDays(since: $0, at: now) } ?? 0
        let stability: Double
        if days == 0 {
            stability = shortTermStability(memory.stability, rating: rating)
        } else {
            let recall = forgettingCurve(elapsedDays: Double(days), stability: memory.stability)
            stability = rating == .again
                ? forgetStability(difficulty: memory.difficulty, stability: memory.stability, retrievability: recall)
                : recallStability(difficulty: memory.difficulty, stability: memory.stability, retrievability: recall, rating: rating)
        }
        return MemoryState(
            stability: max(stability, Self.minimumStability),
            difficulty: nextDifficulty(memory.difficulty, rating: rating)
        )
    }

    /// R(t, S) = (1 + factor · t / S)^decay.
    func forgettingCurve(elapsedDays: Double, stability: Double) -> Double {
        pow(1 + factor * elapsedDays / stability, decay)
    }

    /// S0(G) = w[G−1].
    func initialStability(_ rating: Rating) -> Double {
        max(w[rating.rawValue - 1], Self.minimumStability)
    }

    /// D0(G) = w4 − e^(w5·(G−1)) + 1, unclamped (mean reversion uses D0(easy) as it is).
    func initialDifficulty(_ rating: Rating) -> Double {
        w[4] - exp(w[5] * Double(rating.rawValue - 1)) + 1
    }

    /// D' = w7·D0(easy) + (1 − w7)·(D + ΔD·(10 − D)/9), ΔD = −w6·(G − 3), clamped to 1…10.
    func nextDifficulty(_ difficulty: Double, rating: Rating) -> Double {
        let delta = -w[6] * Double(rating.rawValue - 3)
        let damped = difficulty + delta * (10 - difficulty) / 9
        let reverted = w[7] * initialDifficulty(.easy) + (1 - w[7]) * damped
        return Self.clamp(reverted, to: Self.difficultyRange)
    }

    /// S'r = S·(1 + e^w8·(11 − D)·S^−w9·(e^(w10·(1−R)) − 1)·hard penalty·easy bonus).
    func recallStability(difficulty: Double, stability: Double, retrievability: Double, rating: Rating) -> Double {
        let hardPenalty = rating == .hard ? w[15] : 1
        let easyBonus = rating == .easy ? w[16] : 1
        let growth = exp(w[8]) * (11 - difficulty) * pow(stability, -w[9])
            * (exp(w[10] * (1 - retrievability)) - 1) * hardPenalty * easyBonus
        return stability * (1 + growth)
    }

    /// S'f = w11·D^−w12·((S + 1)^w13 − 1)·e^(w14·(1−R)), capped at S / e^(w17·w18) so that a
    /// lapse never leaves the memory stronger than it was.
    func forgetStability(difficulty: Double, stability: Double, retrievability: Double) -> Double {
        let longTerm = w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1)
            * exp(w[14] * (1 - retrievability))
        let cap = stability / exp(w[17] * w[18])
        return min(longTerm, cap)
    }

    /// S' = S·e^(w17·(G − 3 + w18))·S^−w19, never below S unless the rating is `again`
    /// (fsrs-rs masks ratings ≥ 2, so `hard` on the same day keeps the stability).
    func shortTermStability(_ stability: Double, rating: Rating) -> Double {
        let increase = exp(w[17] * (Double(rating.rawValue) - 3 + w[18])) * pow(stability, -w[19])
        return stability * (rating == .again ? increase : max(increase, 1))
    }

    /// I = S / factor · (r^(1/decay) − 1), rounded to whole days and kept within
    /// 1…`maximumInterval`.
    func nextInterval(stability: Double) -> Int {
        let days = stability / factor * (pow(desiredRetention, 1 / decay) - 1)
        guard days.isFinite else { return maximumInterval }
        return Int(Self.clamp(days.rounded(), to: 1...Double(maximumInterval)))
    }
}

// MARK: - Fuzz

extension FSRS {
    /// py-fsrs's `FUZZ_RANGES`: how much of each stretch of an interval may move.
    private static let fuzzRanges: [(start: Double, end: Double, factor: Double)] = [
        (2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05),
    ]

    /// The days an interval may be fuzzed to, as py-fsrs's `_get_fuzz_range` computes them;
    /// intervals under 2.5 days are not fuzzed.
    func fuzzRange(for interval: Int) -> ClosedRange<Int> {
        guard Double(interval) >= 2.5 else { return interval...interval }
        var delta = 1.0
        for range in Self.fuzzRanges {
            delta += range.factor * max(min(Double(interval), range.end) - range.start, 0)
        }
        let upper = min(Int((Double(interval) + delta).rounded()), maximumInterval)
        let lower = min(max(2, Int((Double(interval) - delta).rounded())), upper)
        return lower...upper
    }

    /// A day from `fuzzRange(for:)`, picked by `seed`.
    func fuzzed(_ interval: Int, seed: UInt64) -> Int {
        let range = fuzzRange(for: interval)
        // A uniform fraction in [0, 1) from the top 53 bits of the mixed seed.
        let fraction = Double(Self.mix(seed) >> 11) / Double(1 << 53)
        return range.lowerBound + Int(fraction * Double(range.count))
    }

    /// Depends only on what the review sees, so `nextIntervals` and `review` agree and a replay
    /// gives the same dates (ts-fsrs seeds its fuzz the same way).
    private func fuzzSeed(card: CardState, at now: Date) -> UInt64 {
        let milliseconds = UInt64(bitPattern: Int64((now.timeIntervalSince1970 * 1000).rounded()))
        let stability = card.memory?.stability.bitPattern ?? 0
        return milliseconds ^ Self.mix(UInt64(card.reps)) ^ (stability &* 0x9E37_79B9_7F4A_7C15)
    }

    /// SplitMix64's finaliser.
    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// MARK: - Calendar days

extension FSRS {
    /// Days since 1970-01-01 in `timeZone`.
    private func dayNumber(of date: Date) -> Int {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        return Int((local / 86_400).rounded(.down))
    }

    /// `days` calendar days after `date`, at the same local time where the calendar allows.
    private func adding(days: Int, to date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(byAdding: .day, value: days, to: date) ?? date.addingTimeInterval(Double(days) * 86_400)
    }
}

extension FSRS {
    /// `value` moved into `range` (a member, so it cannot collide with helpers elsewhere in the
    /// module).
    private static func clamp<Value: Comparable>(_ value: Value, to range: ClosedRange<Value>) -> Value {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
