import Foundation
import XCTest
@testable import Judge

/// `prep growth`'s engine: the sizes it measures, the fit on known shapes, and the classes it
/// gives programs of known complexity in two languages.
final class GrowthTests: JudgeTestCase {
    // MARK: - Sizes

    func testSizesDoubleThenStepByRootTwoUpToTheLargest() {
        let sizes = Growth.sizes(lower: nil, upper: 200_000)
        XCTAssertEqual(sizes.first, 48)
        XCTAssertEqual(sizes.last, 200_000)
        XCTAssertEqual(sizes, sizes.sorted())
        XCTAssertTrue((12...20).contains(sizes.count), "\(sizes)")
        // Denser at the top, where a fast solution's growth shows.
        let top = sizes.suffix(6)
        for (a, b) in zip(top, top.dropFirst()) { XCTAssertLessThan(Double(b) / Double(a), 1.6, "\(sizes)") }
        for (a, b) in zip(sizes, sizes.dropFirst()) { XCTAssertGreaterThanOrEqual(Double(b) / Double(a), 1.2, "\(sizes)") }
    }

    func testSmallLargestSizesAreSteppedOneByOne() {
        XCTAssertEqual(Growth.sizes(lower: nil, upper: 14), Array(3...14))
        XCTAssertEqual(Growth.sizes(lower: 1, upper: 4), [1, 2, 3, 4])
        XCTAssertEqual(Growth.sizes(lower: nil, upper: 1), [1])
        XCTAssertEqual(Growth.sizes(lower: 1000, upper: 100_000).first, 1000)
    }

    // MARK: - The fit on known shapes

    /// Points of t = d + c·f(n) with seeded noise: 4% relative, and absolute jitter.
    private func synthetic(_ f: (Double) -> Double, sizes: [Int], fixed: Double, top: Double, seed: UInt64) -> [GrowthFit.Point] {
        var generator = SeededGenerator(seed: seed)
        let scale = top / f(Double(sizes.last ?? 1))
        return sizes.map { size in
            let truth = fixed + scale * f(Double(size))
            let runs = (0..<3).map { _ in
                truth * (1 + Double.random(in: -0.04...0.04, using: &generator)) + Double.random(in: 0...0.0005, using: &generator)
            }
            return GrowthFit.Point(size: size, runs: runs)
        }
    }

    func testTheFitClassifiesKnownShapesUnderNoise() throws {
        let large = Growth.sizes(lower: nil, upper: 100_000), small = Growth.sizes(lower: nil, upper: 22)
        let shapes: [(Complexity, (Double) -> Double, [Int])] = [
            (.constant, { _ in 0 }, large),
            (.linear, { $0 }, large),
            (.linearithmic, { $0 * log2($0) }, large),
            (.quadratic, { $0 * $0 }, large),
            (.cubic, { $0 * $0 * $0 }, large),
            (.exponential, { exp2($0) }, small),
        ]
        var wrong: [String] = []
        for (expected, f, sizes) in shapes {
            for seed in 1...10 as ClosedRange<UInt64> {
                // A fixed cost of a few milliseconds (a program's start) under a growth of 0.3 s.
                let top = expected == .constant ? 0 : 0.3
                let fit = try XCTUnwrap(GrowthFit.fit(synthetic(f, sizes: sizes, fixed: 0.004, top: top, seed: seed)))
                if fit.complexity != expected { wrong.append("\(expected.rawValue) seed \(seed): \(fit.complexity?.rawValue ?? "cannot tell")") }
                if expected == .constant, fit.exponent > 0.3 { wrong.append("constant seed \(seed): exponent \(fit.exponent)") }
            }
        }
        XCTAssertTrue(wrong.isEmpty, "\(wrong)")
    }

    func testTheExponentIsThePowerOfTheGrowth() throws {
        let sizes = Growth.sizes(lower: nil, upper: 100_000)
        let quadratic = try XCTUnwrap(GrowthFit.fit(synthetic({ $0 * $0 }, sizes: sizes, fixed: 0.004, top: 0.3, seed: 7)))
        XCTAssertEqual(quadratic.exponent, 2, accuracy: 0.15)
        XCTAssertEqual(quadratic.complexity, .quadratic)
        XCTAssertGreaterThan(quadratic.confidence, 0.9)
        let linear = try XCTUnwrap(GrowthFit.fit(synthetic({ $0 }, sizes: sizes, fixed: 0.004, top: 0.3, seed: 7)))
        XCTAssertEqual(linear.exponent, 1, accuracy: 0.15)
    }

    /// Series measured on this machine that once got a wrong class: each now gets none, and
    /// says why.
    func testSeriesThatOnceGotAWrongClassNowSayCannotTell() throws {
        func points(_ times: [(Int, Double)], megabytes: (Double, Double) = (0, 0)) -> [GrowthFit.Point] {
            times.enumerated().map { index, point in
                let bytes = index == 0 ? megabytes.0 : index == times.count - 1 ? megabytes.1 : 0
                return GrowthFit.Point(size: point.0, seconds: point.1 / 1000, peakBytes: Int64(bytes * 1_048_576))
            }
        }
        let series: [(String, [GrowthFit.Point], Bool, String)] = [
            // Two-sum's all-pairs search in Python on one random input a size: the pair early or
            // late by chance (was O(n³) at 92%).
            ("all-pairs, pair anywhere", points([(48, 11), (96, 9.7), (192, 11), (384, 11), (768, 19), (1536, 42), (3072, 39),
                                                 (6144, 473), (12288, 2010)]), true, "no class fits"),
            // Its hash-map reference in C++ on the same inputs (was O(n³) at 65%).
            ("hash, pair anywhere", points([(48, 1.3), (96, 1.6), (192, 1.3), (384, 1.5), (768, 1.6), (1536, 1.6), (3072, 1.3),
                                            (6144, 1.9), (12288, 2.2), (17378, 1.9), (24576, 1.9), (34756, 4.8), (49152, 2.7),
                                            (69511, 2.6), (98304, 11), (139023, 16), (200000, 34)]), true, "no class fits"),
            // A merge sort in C++ whose reading costs more than its sorting (was O(n) at 85%).
            ("merge sort", points([(73, 1.5), (146, 1.6), (292, 1.6), (584, 1.6), (1168, 1.6), (2336, 1.7), (4672, 1.9), (9344, 2.0),
                                   (18688, 2.5), (26429, 2.8), (37376, 3.8), (52858, 4.3), (74752, 5.5), (105715, 7.1),
                                   (149504, 9.4), (211431, 13), (300000, 17)], megabytes: (3, 6)), true, "O(n) or O(n log n)"),
            // House-robber's linear calls in Swift, slower per element as the array leaves the
            // cache (was O(n log n) at 100%).
            ("linear calls", points([(48, 0.0004), (96, 0.0004), (192, 0.0004), (384, 0.0004), (768, 0.001), (1536, 0.0012),
                                     (3072, 0.0021), (6144, 0.0049), (12288, 0.0091), (17378, 0.013), (24576, 0.018),
                                     (34756, 0.027), (49152, 0.036), (69511, 0.054), (98304, 0.081), (139023, 0.108),
                                     (200000, 0.209)], megabytes: (8, 14)), false, "memory grows"),
        ]
        for (name, points, reads, reason) in series {
            let fit = try XCTUnwrap(GrowthFit.fit(points, readsGrowingInput: reads))
            XCTAssertNil(fit.complexity, "\(name): \(fit.complexity?.rawValue ?? "")")
            XCTAssertTrue(fit.uncertainty?.contains(reason) ?? false, "\(name): \(fit.uncertainty ?? "no reason")")
        }
    }

    func testTimesTooShortOrFlatOverAGrowingInputAreNotO1() throws {
        let sizes = Growth.sizes(lower: nil, upper: 100_000)
        // Calls of a few microseconds: the clock's order.
        let short = try XCTUnwrap(GrowthFit.fit(sizes.map { GrowthFit.Point(size: $0, seconds: 4e-6 + 1e-11 * Double($0)) }))
        XCTAssertNil(short.complexity)
        XCTAssertTrue(short.uncertainty?.contains("too short") ?? false, short.uncertainty ?? "")
        // A program's time flat at its start while its input grows: its work does not show.
        let flat = sizes.map { GrowthFit.Point(size: $0, seconds: 0.011 + 1e-9 * Double($0)) }
        let reading = try XCTUnwrap(GrowthFit.fit(flat, readsGrowingInput: true))
        XCTAssertNil(reading.complexity)
        XCTAssertTrue(reading.uncertainty?.contains("the cost of starting") ?? false, reading.uncertainty ?? "")
        // The same times over an input that does not grow (n itself): O(1).
        XCTAssertEqual(try XCTUnwrap(GrowthFit.fit(flat)).complexity, .constant)
    }

    func testFewerThanThreeSizesMakeNoFit() {
        XCTAssertNil(GrowthFit.fit([GrowthFit.Point(size: 1, seconds: 1), GrowthFit.Point(size: 2, seconds: 2)]))
        XCTAssertNil(GrowthFit.fit([]))
    }

    func testTheJSONOfAPointIsSizeAndSeconds() throws {
        let data = try JSONEncoder().encode(GrowthFit.Point(size: 8, runs: [0.5, 0.25, 1]))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Double])
        XCTAssertEqual(object, ["size": 8, "seconds": 0.5])
    }

    // MARK: - Programs of known complexity, in C++ and Python

    /// The first quality bar: never a wrong class, and the right one at least 3 times out of 4
    /// on this machine, for twelve programs (six classes, two languages) whose work for n is
    /// known (`Fixtures/growth-work/known`, `Fixtures/growth-exp/known`).
    func testProgramsOfKnownComplexityAreClassifiedRightOrNotAtAll() async throws {
        let right = try await classify([
            ("growth-work", "constant", .constant, [:]), ("growth-work", "linear", .linear, [:]),
            ("growth-work", "linearithmic", .linearithmic, [:]), ("growth-work", "quadratic", .quadratic, [:]),
            ("growth-work", "cubic", .cubic, [:]), ("growth-exp", "exponential", .exponential, [:]),
        ])
        XCTAssertGreaterThanOrEqual(right, 9)
    }

    /// The second: programs whose time depends on the input besides its size get their worst
    /// case's class or none, never another. An all-pairs search that stops at the pair and a
    /// one-pass hash search (`growth-pair`, whose generator puts the pair anywhere, or last or
    /// first as its worst cases) and an insertion sort (`growth-order`: sorted for seed 1, once
    /// the only input measured, shuffled for the others). Without the worst cases and
    /// the slowest input, the search read as O(1) or O(n³) and the sort as O(n).
    func testInputDependentProgramsGetTheirWorstCaseClassOrNone() async throws {
        let right = try await classify([
            ("growth-pair", "allpairs", .quadratic, ["cpp": 12000, "py": 1400]),
            ("growth-pair", "hash", .linear, ["cpp": 12000, "py": 1400]),
            ("growth-order", "insertion", .quadratic, ["cpp": 12000, "py": 1400]),
        ])
        XCTAssertGreaterThanOrEqual(right, 3, "the quadratic ones, at least, should show")
    }

    /// Measures each program in C++ and Python (up to `upper[ext]`, else the problem's largest)
    /// and fails on a wrong class; returns how many got the right one.
    private func classify(_ cases: [(package: String, name: String, expected: Complexity, upper: [String: Int])]) async throws -> Int {
        var outcomes: [String] = [], wrong: [String] = []
        var right = 0
        for (package, name, expected, upper) in cases {
            let loaded = try loadPackage(package)
            let growth = Growth(package: loaded, grading: options(), options: Growth.Options())
            for ext in ["cpp", "py"] {
                let sizes = Growth.sizes(lower: nil, upper: try upper[ext] ?? XCTUnwrap(Growth.maxSize(of: loaded)))
                let started = Date()
                let (series, _) = try await growth.run(try Submission(url: fixture("\(package)/known/\(name).\(ext)")),
                                                       beside: nil, sizes: sizes)
                let fit = try XCTUnwrap(series.fit, "\(name).\(ext): \(series.points.count) sizes, stopped: \(series.stopped ?? "-")")
                if fit.complexity == expected { right += 1 }
                let outcome = "\(name).\(ext): " + (fit.complexity?.rawValue ?? "cannot tell (\(fit.uncertainty ?? ""))")
                    + String(format: " n^%.2f %.0f%% in %.1f s", fit.exponent, fit.confidence * 100, Date().timeIntervalSince(started))
                    + (series.stopped.map { " (stopped: \($0))" } ?? "")
                outcomes.append(outcome)
                if let complexity = fit.complexity, complexity != expected {
                    wrong.append(outcome + ": " + series.points.map { "\($0.size): \(GrowthFit.describe($0.seconds))" }.joined(separator: ", "))
                }
            }
        }
        print("growth classes: " + outcomes.joined(separator: "; "))
        XCTAssertEqual(wrong, [], "a wrong class (expected: \(cases.map { "\($0.name) \($0.expected.rawValue)" }))")
        return right
    }

    // MARK: - Function mode and failures

    func testFunctionModeMeasuresTheCallsAlone() async throws {
        let package = try loadPackage("fn-dual")
        let growth = Growth(package: package, grading: options(), options: Growth.Options())
        var solution = try Submission(url: fixture("fn-dual/submissions/accepted/function.py"))
        solution.mode = .function
        let answerer = try Submission(url: fixture("fn-dual/submissions/accepted/program.py"))
        let (series, reference) = try await growth.run(solution, beside: answerer, answerer: answerer,
                                                       sizes: [100, 1000, 10_000, 100_000])
        XCTAssertEqual(series.measured, "call")
        XCTAssertEqual(series.points.map(\.size), [100, 1000, 10_000, 100_000])
        XCTAssertNil(series.stopped)
        XCTAssertEqual(reference?.measured, "cpu")
        // The calls alone take less than the whole program (which starts Python and parses).
        for (call, whole) in zip(series.points, reference?.points ?? []) { XCTAssertLessThan(call.seconds, whole.seconds) }
    }

    func testACrashEndsTheSeriesAndSaysWhere() async throws {
        let package = try loadPackage("growth-work")
        let file = try writeSource("crash.py", "import sys\nn = int(sys.stdin.read())\nassert n < 300, 'too big'\nprint(n)\n")
        var growth = Growth(package: package, grading: options(), options: Growth.Options())
        growth.options.repeats = 1
        let (series, _) = try await growth.run(try Submission(url: file), beside: nil, sizes: [10, 100, 200, 400, 800])
        XCTAssertEqual(series.points.map(\.size), [10, 100, 200])
        let stopped = try XCTUnwrap(series.stopped)
        XCTAssertTrue(stopped.hasPrefix("size 400: Run-Time Error"), stopped)
        XCTAssertNotNil(series.fit)
    }

    func testAProgramThatDoesNotCompileIsOneLine() async throws {
        let package = try loadPackage("growth-work")
        let file = try writeSource("broken.cpp", "int main() { return }\n")
        let growth = Growth(package: package, grading: options(), options: Growth.Options())
        do {
            _ = try await growth.run(try Submission(url: file), beside: nil, sizes: [10, 20, 40])
            XCTFail("expected a compile error")
        } catch let error as StressError {
            XCTAssertTrue(error.description.hasPrefix("broken.cpp does not compile"), error.description)
        }
    }
}

/// A deterministic generator for synthetic noise (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
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
