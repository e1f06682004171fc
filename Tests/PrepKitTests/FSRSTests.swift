import Foundation
import XCTest

@testable import PrepKit

/// FSRS-6 against the test vectors published by the open-source implementations, then the
/// properties prep relies on.
///
/// Sources (open-spaced-repetition on GitHub):
/// - fsrs-rs `src/model_v6.rs`, tests module (commit 48b7d2f6): the formulas one by one, with
///   FSRS-6 default parameters, computed in f32.
/// - py-fsrs 6.3.2 `tests/test_basic.py`: `test_memo_state`, `test_review_card`,
///   `test_repeated_correct_reviews`.
/// - ts-fsrs `__tests__/FSRS-6.test.ts`: "memory state[short-term]", "first repeat",
///   "get retrievability".
final class FSRSTests: XCTestCase {
    private let fsrs = FSRS()
    /// 2022-11-29 12:30 UTC, the start date of the py-fsrs and ts-fsrs vectors.
    private let start = Date(timeIntervalSince1970: 1_669_725_000)
    private let day: TimeInterval = 86_400

    // MARK: - Parameters

    func testDefaultParametersAreFSRS6() {
        // fsrs-rs FSRS6_DEFAULT_PARAMETERS, py-fsrs DEFAULT_PARAMETERS, ts-fsrs FSRS-6.test.ts `w`.
        XCTAssertEqual(FSRS.defaultParameters, [
            0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
            1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
        ])
        XCTAssertEqual(fsrs.desiredRetention, 0.9)
        XCTAssertEqual(fsrs.maximumInterval, 36500)
        XCTAssertFalse(fsrs.fuzz)
    }

    func testParametersAreValidated() throws {
        // The cases of py-fsrs's test_scheduler_parameter_validation.
        XCTAssertNoThrow(try FSRS(parameters: FSRS.defaultParameters))

        var tooHigh = FSRS.defaultParameters
        tooHigh[6] = 100
        XCTAssertThrowsError(try FSRS(parameters: tooHigh)) { error in
            XCTAssertEqual(error as? FSRSError, .parameterOutOfRange(index: 6, value: 100, bounds: 0.001...4))
            XCTAssertEqual(error.localizedDescription, "FSRS parameter w6 = 100.0 is outside 0.001…4.0")
        }
        var tooLow = FSRS.defaultParameters
        tooLow[10] = -42
        XCTAssertThrowsError(try FSRS(parameters: tooLow))
        XCTAssertThrowsError(try FSRS(parameters: [])) { error in
            XCTAssertEqual(error as? FSRSError, .parameterCount(0))
        }
        XCTAssertThrowsError(try FSRS(parameters: Array(FSRS.defaultParameters.dropLast())))
        XCTAssertThrowsError(try FSRS(parameters: FSRS.defaultParameters + [1, 2, 3]))
        XCTAssertThrowsError(try FSRS(parameters: FSRS.defaultParameters, desiredRetention: 1))
        XCTAssertThrowsError(try FSRS(parameters: FSRS.defaultParameters, maximumInterval: 0))
    }

    // MARK: - fsrs-rs model_v6.rs

    // fsrs-rs computes in f32 and its tests compare to 5 significant digits; the same relative
    // tolerance is used here.
    private func assertClose(
        _ actual: [Double], _ expected: [Double], relative: Double = 1e-5,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a, e, accuracy: max(abs(e), 1) * relative, "\(actual) vs \(expected)", file: file, line: line)
        }
    }

    func testForgettingCurveMatchesFSRSRS() {
        // test_power_forgetting_curve
        let days: [Double] = [0, 1, 2, 3, 4, 5]
        let stabilities: [Double] = [1, 2, 3, 4, 4, 2]
        assertClose(
            zip(days, stabilities).map { fsrs.forgettingCurve(elapsedDays: $0, stability: $1) },
            [1.0, 0.9403443, 0.9253786, 0.9185229, 0.9, 0.8261359]
        )
    }

    func testInitialStateMatchesFSRSRS() {
        // test_init_stability, test_init_difficulty
        XCTAssertEqual(Rating.allCases.map(fsrs.initialStability), [0.212, 1.2931, 2.3065, 8.2956])
        let w = FSRS.defaultParameters
        XCTAssertEqual(Rating.allCases.map(fsrs.initialDifficulty), [
            w[4], w[4] - exp(w[5]) + 1, w[4] - exp(2 * w[5]) + 1, w[4] - exp(3 * w[5]) + 1,
        ])
    }

    func testNextDifficultyMatchesFSRSRS() {
        // test_next_difficulty, after mean reversion (our nextDifficulty does both steps).
        assertClose(
            Rating.allCases.map { fsrs.nextDifficulty(5, rating: $0) },
            [8.341763, 6.6659956, 4.990228, 3.3144615]
        )
    }

    func testNextStabilityMatchesFSRSRS() {
        // test_next_stability: S = 5, D = 1…4, R = 0.9…0.6, ratings again…easy.
        let difficulties: [Double] = [1, 2, 3, 4]
        let recalls = [0.9, 0.8, 0.7, 0.6]
        let cases = Array(zip(Rating.allCases, zip(difficulties, recalls)))
        assertClose(
            cases.map { fsrs.recallStability(difficulty: $1.0, stability: 5, retrievability: $1.1, rating: $0) },
            [25.602541, 28.226582, 58.656002, 127.226685]
        )
        assertClose(
            cases.map { fsrs.forgetStability(difficulty: $1.0, stability: 5, retrievability: $1.1) },
            [1.0525396, 1.1894329, 1.3680838, 1.584989]
        )
        // Same-day reviews: `hard` keeps the stability (the ≥ 1 clamp covers ratings ≥ 2).
        assertClose(
            Rating.allCases.map { fsrs.shortTermStability(5, rating: $0) },
            [1.596818, 5.0, 5.0, 8.12961]
        )
    }

    func testTwoReviewsMatchFSRSRSForward() {
        // test_forward: a first review, then the same rating 1, 1, 1, 1, 2, 2 days later.
        let ratings: [Rating] = [.again, .hard, .good, .easy, .again, .hard]
        let gaps: [Double] = [1, 1, 1, 1, 2, 2]
        let states = zip(ratings, gaps).map { rating, gap in
            let first = fsrs.review(CardState(due: start), rating: rating, at: start)
            return fsrs.review(first, rating: rating, at: start + gap * day).memory!
        }
        assertClose(
            states.map(\.stability),
            [0.10088589, 3.2494123, 7.3153, 18.014914, 0.112798266, 4.4694576]
        )
        assertClose(
            states.map(\.difficulty),
            [8.806304, 6.7404594, 2.1112142, 1.0, 8.806304, 6.7404594]
        )
    }

    // MARK: - py-fsrs 6.3.2 and ts-fsrs

    func testMemoryStateMatchesPyFSRSAndTSFSRS() {
        // py-fsrs test_memo_state; ts-fsrs "memory state[short-term]", which cites fsrs-rs
        // inference.rs. The second review is on the same day (short-term stability).
        // Tolerances: py-fsrs pytest.approx(abs=1e-4), ts-fsrs toBeCloseTo(_, 4).
        let ratings: [Rating] = [.again, .good, .good, .good, .good, .good]
        let gaps: [Double] = [0, 0, 1, 3, 8, 21]
        var card = CardState(due: start)
        var now = start
        for (rating, gap) in zip(ratings, gaps) {
            now += gap * day
            card = fsrs.review(card, rating: rating, at: now)
        }
        XCTAssertEqual(card.memory!.stability, 53.62691, accuracy: 1e-4)
        XCTAssertEqual(card.memory!.difficulty, 6.3574867, accuracy: 1e-4)
    }

    func testIntervalHistoryMatchesPyFSRSAndTSFSRS() {
        // py-fsrs test_review_card and ts-fsrs "ivl_history": 13 ratings, each review at the
        // previous one's due date, published intervals
        //   [0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21].
        // Their schedulers have learning steps (1 min, 10 min) and a relearning step (10 min):
        // each 0 is a 10-minute step, which prep's scheduler does not have. Memory states do not
        // depend on steps, so the same reviews at the same times must give the same intervals
        // wherever theirs left the steps (the non-zero entries).
        let ratings: [Rating] = [
            .good, .good, .good, .good, .good, .good, .again, .again, .good, .good, .good, .good, .good,
        ]
        let published = [0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21]
        var card = CardState(due: start)
        var now = start
        var intervals: [Int] = []
        for (rating, theirs) in zip(ratings, published) {
            card = fsrs.review(card, rating: rating, at: now)
            let ours = fsrs.elapsedDays(since: now, at: card.due)
            intervals.append(theirs == 0 ? 0 : ours)
            now += theirs == 0 ? 600 : Double(theirs) * day
        }
        XCTAssertEqual(intervals, published)
    }

    func testRepeatedEasyReachesMinimumDifficulty() {
        // py-fsrs test_repeated_correct_reviews: ten `easy` a microsecond apart.
        var card = CardState(due: start)
        for i in 0..<10 {
            card = fsrs.review(card, rating: .easy, at: start + Double(i) * 1e-6)
        }
        XCTAssertEqual(card.memory!.difficulty, 1.0)
    }

    func testFirstReviewMatchesTSFSRS() {
        // ts-fsrs "first repeat": stability and difficulty (rounded there to 8 decimals), and the
        // 8-day interval after `easy`.
        let cards = Rating.allCases.map { fsrs.review(CardState(due: start), rating: $0, at: start) }
        XCTAssertEqual(cards.map(\.memory!.stability), [0.212, 1.2931, 2.3065, 8.2956])
        assertClose(cards.map(\.memory!.difficulty), [6.4133, 5.11217071, 2.11810397, 1], relative: 1e-8)
        XCTAssertEqual(cards.map(\.reps), [1, 1, 1, 1])
        XCTAssertEqual(cards.map(\.lapses), [0, 0, 0, 0])
        XCTAssertEqual(fsrs.elapsedDays(since: start, at: cards[3].due), 8)
        // ts-fsrs "get retrievability": the easy card at its due date.
        XCTAssertEqual(fsrs.retrievability(of: cards[3], at: cards[3].due), 0.9024733, accuracy: 1e-7)
    }

    func testLapseNeverRaisesStability() {
        // FSRS-6 caps S after a lapse at S / e^(w17·w18). No published vector reaches the cap;
        // this one was computed with py-fsrs 6.3.2 (no steps) and fsrs-rs through
        // fsrs-rs-python 0.9.3, which agree: S 0.1, D 5, `again` 1000 days later gives
        // S 0.0951728 (the uncapped formula would give 0.1188730) and D 8.341762.
        let card = CardState(
            memory: MemoryState(stability: 0.1, difficulty: 5), due: start, lastReview: start, reps: 3, lapses: 0
        )
        let lapsed = fsrs.review(card, rating: .again, at: start + 1000 * day).memory!
        XCTAssertEqual(lapsed.stability, 0.0951728, accuracy: 1e-7)
        XCTAssertEqual(lapsed.difficulty, 8.341762, accuracy: 1e-6)

        // py-fsrs test_stability_lower_bound: 1000 lapses, each a day after the due date.
        var forgotten = CardState(due: start)
        for _ in 0..<1000 {
            forgotten = fsrs.review(forgotten, rating: .again, at: forgotten.due + day)
            XCTAssertGreaterThanOrEqual(forgotten.memory!.stability, 0.001)
        }
    }

    // MARK: - Properties

    func testRetrievabilityIsNinetyPercentAfterStabilityDays() throws {
        let card = CardState(
            memory: MemoryState(stability: 10, difficulty: 5), due: start, lastReview: start, reps: 1, lapses: 0
        )
        XCTAssertEqual(fsrs.retrievability(of: card, at: start + 10 * day), 0.9, accuracy: 1e-12)
        XCTAssertEqual(fsrs.retrievability(of: card, at: start), 1)
        XCTAssertEqual(fsrs.retrievability(of: CardState(due: start), at: start), 0)
        XCTAssertEqual(fsrs.nextInterval(stability: 10), 10)

        // The factor makes R(S, S) = 0.9 whatever the decay (FSRS-5's 0.5 here).
        var fsrs5Decay = FSRS.defaultParameters
        fsrs5Decay[20] = 0.5
        let other = try FSRS(parameters: fsrs5Decay)
        XCTAssertEqual(other.retrievability(of: card, at: start + 10 * day), 0.9, accuracy: 1e-12)
        XCTAssertLessThan(other.retrievability(of: card, at: start + 20 * day), fsrs.retrievability(of: card, at: start + 20 * day))
    }

    func testIntervalsGrowWithTheRating() {
        var card = CardState(due: start)
        var now = start
        for rating: Rating in [.good, .hard, .again, .easy, .good, .good] {
            for moment in [now, now + 3600, card.due, card.due + 30 * day] {
                let intervals = fsrs.nextIntervals(for: card, at: moment)
                XCTAssertLessThanOrEqual(intervals[.again]!, intervals[.hard]!)
                XCTAssertLessThanOrEqual(intervals[.hard]!, intervals[.good]!)
                XCTAssertLessThanOrEqual(intervals[.good]!, intervals[.easy]!)
            }
            now = card.due
            card = fsrs.review(card, rating: rating, at: now)
        }
    }

    func testNextIntervalsAgreeWithReview() {
        let card = fsrs.review(CardState(due: start), rating: .good, at: start)
        let now = start + 3 * day
        let intervals = fsrs.nextIntervals(for: card, at: now)
        for rating in Rating.allCases {
            XCTAssertEqual(fsrs.elapsedDays(since: now, at: fsrs.review(card, rating: rating, at: now).due), intervals[rating])
        }
    }

    func testLapsesCountAgainAfterTheFirstReview() {
        var card = fsrs.review(CardState(due: start), rating: .again, at: start)
        XCTAssertEqual(card.lapses, 0, "forgetting a new problem is not a lapse")
        card = fsrs.review(card, rating: .good, at: card.due)
        XCTAssertEqual(card.lapses, 0)
        card = fsrs.review(card, rating: .again, at: card.due)
        XCTAssertEqual(card.lapses, 1)
        card = fsrs.review(card, rating: .again, at: card.due)
        XCTAssertEqual(card.lapses, 2)
        XCTAssertEqual(card.reps, 4)
    }

    func testIntervalsAreClamped() throws {
        // Stability 0.212 would round to 0 days: the interval is at least 1.
        let forgotten = fsrs.review(CardState(due: start), rating: .again, at: start)
        XCTAssertEqual(fsrs.elapsedDays(since: start, at: forgotten.due), 1)

        // py-fsrs test_maximum_interval.
        let capped = try FSRS(parameters: FSRS.defaultParameters, maximumInterval: 100)
        var card = CardState(due: start)
        for rating: Rating in [.easy, .good, .easy, .good, .easy, .easy] {
            let now = card.due
            card = capped.review(card, rating: rating, at: now)
            XCTAssertLessThanOrEqual(capped.elapsedDays(since: now, at: card.due), 100)
        }
        XCTAssertEqual(capped.elapsedDays(since: card.lastReview!, at: card.due), 100)
        XCTAssertGreaterThan(card.memory!.stability, 100)
    }

    func testDifficultyStaysWithinOneToTen() {
        var card = CardState(due: start)
        for _ in 0..<50 {
            card = fsrs.review(card, rating: .again, at: card.due + day)
            XCTAssertTrue((1...10).contains(card.memory!.difficulty))
            XCTAssertGreaterThanOrEqual(card.memory!.stability, FSRS.minimumStability)
        }
        XCTAssertGreaterThan(card.memory!.difficulty, 9.9)
        for _ in 0..<50 {
            card = fsrs.review(card, rating: .easy, at: card.due)
            XCTAssertTrue((1...10).contains(card.memory!.difficulty))
        }
        XCTAssertEqual(card.memory!.difficulty, 1)
    }

    func testElapsedDaysAreCalendarDaysInTheTimeZone() throws {
        // 23:00 in New York, then 08:00 the next morning: one day there, none in UTC.
        let newYork = try XCTUnwrap(TimeZone(identifier: "America/New_York"))
        let local = FSRS(timeZone: newYork)
        let evening = Date(timeIntervalSince1970: 1_700_020_800)  // 2023-11-14 23:00 EST
        let morning = evening + 9 * 3600
        XCTAssertEqual(local.elapsedDays(since: evening, at: morning), 1)
        XCTAssertEqual(fsrs.elapsedDays(since: evening, at: morning), 0)
        XCTAssertEqual(fsrs.elapsedDays(since: morning, at: evening), 0)

        // On the same day a `hard` keeps the stability (short-term formula); a day later it grows.
        let card = fsrs.review(CardState(due: evening), rating: .good, at: evening)
        XCTAssertEqual(fsrs.review(card, rating: .hard, at: morning).memory!.stability, card.memory!.stability)
        XCTAssertGreaterThan(local.review(card, rating: .hard, at: morning).memory!.stability, card.memory!.stability)

        // Due dates keep the local time across a daylight-saving change.
        let beforeChange = Date(timeIntervalSince1970: 1_699_012_800)  // 2023-11-03 08:00 EDT
        let reviewed = local.review(CardState(due: beforeChange), rating: .good, at: beforeChange)
        XCTAssertEqual(reviewed.due.timeIntervalSince(beforeChange), 2 * day + 3600)
    }

    func testFuzzIsOffByDefaultAndDeterministicWhenOn() throws {
        let card = fsrs.review(CardState(due: start), rating: .good, at: start)
        XCTAssertEqual(fsrs.review(card, rating: .good, at: card.due), fsrs.review(card, rating: .good, at: card.due))

        // py-fsrs's _get_fuzz_range formula: 10 days may move by 1 + 0.15·4.5 + 0.1·3 = 1.975.
        XCTAssertEqual(fsrs.fuzzRange(for: 2), 2...2)
        XCTAssertEqual(fsrs.fuzzRange(for: 3), 2...4)
        XCTAssertEqual(fsrs.fuzzRange(for: 10), 8...12)
        XCTAssertEqual(fsrs.fuzzRange(for: 100), 93...107)
        let capped = try FSRS(parameters: FSRS.defaultParameters, maximumInterval: 101)
        XCTAssertEqual(capped.fuzzRange(for: 100), 93...101)

        let fuzzy = try FSRS(parameters: FSRS.defaultParameters, fuzz: true)
        var seen = Set<Int>()
        for offset in 0..<200 {
            let now = card.due + Double(offset)
            let interval = fuzzy.nextIntervals(for: card, at: now)[.good]!
            let plain = fsrs.nextIntervals(for: card, at: now)[.good]!
            XCTAssertTrue(fsrs.fuzzRange(for: plain).contains(interval))
            XCTAssertEqual(fuzzy.nextIntervals(for: card, at: now)[.good], interval)
            seen.insert(interval)
        }
        XCTAssertGreaterThan(seen.count, 1, "fuzz spreads intervals")
    }

    // MARK: - Ratings and storage

    func testRatingsParseFromWordsAndNumbers() {
        XCTAssertEqual(Rating("again"), .again)
        XCTAssertEqual(Rating("HARD"), .hard)
        XCTAssertEqual(Rating(" good "), .good)
        XCTAssertEqual(Rating("easy"), .easy)
        XCTAssertEqual(Rating("3"), .good)
        XCTAssertNil(Rating("0"))
        XCTAssertNil(Rating("5"))
        XCTAssertNil(Rating("meh"))
        XCTAssertNil(Rating(""))
        XCTAssertEqual(Rating.allCases.map(\.description), ["again", "hard", "good", "easy"])
        XCTAssertEqual(Rating.allCases.map(\.rawValue), [1, 2, 3, 4])
    }

    func testCardStateRoundTripsThroughJSON() throws {
        let card = fsrs.review(CardState(due: start), rating: .hard, at: start)
        let decoded = try JSONDecoder().decode(CardState.self, from: JSONEncoder().encode(card))
        XCTAssertEqual(decoded, card)
        XCTAssertEqual(String(decoding: try JSONEncoder().encode(Rating.good), as: UTF8.self), "3")
    }
}
