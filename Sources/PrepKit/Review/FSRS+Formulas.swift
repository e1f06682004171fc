import Foundation

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
    func fuzzSeed(card: CardState, at now: Date) -> UInt64 {
        let milliseconds = UInt64(bitPattern: Int64((now.timeIntervalSince1970 * 1000).rounded()))
        let stability = card.memory?.stability.bitPattern ?? 0
        return milliseconds ^ Self.mix(UInt64(card.reps)) ^ (stability &* 0x9E37_79B9_7F4A_7C15)
    }

    /// SplitMix64's finaliser.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// MARK: - Calendar days

extension FSRS {
    /// Days since 1970-01-01 in `timeZone`.
    func dayNumber(of date: Date) -> Int {
        let local = date.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: date))
        return Int((local / 86_400).rounded(.down))
    }

    /// `days` calendar days after `date`, at the same local time where the calendar allows.
    func adding(days: Int, to date: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(byAdding: .day, value: days, to: date) ?? date.addingTimeInterval(Double(days) * 86_400)
    }
}

extension FSRS {
    /// `value` moved into `range` (a member, so it cannot collide with helpers elsewhere in the
    /// module).
    static func clamp<Value: Comparable>(_ value: Value, to range: ClosedRange<Value>) -> Value {
        min(max(value, range.lowerBound), range.upperBound)
    }
}
