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
                if fit.complexity != expected { wrong.append("\(expected.rawValue) seed \(seed): \(fit.complexity.rawValue)") }
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

    /// The quality bar: right at least 9 times out of 10 on this machine. Twelve programs (six
    /// classes, two languages) whose work for n is known (`Fixtures/growth-*/known`).
    func testProgramsOfKnownComplexityAreClassifiedRight() async throws {
        let cases: [(String, String, Complexity)] = [
            ("growth-work", "constant", .constant), ("growth-work", "linear", .linear),
            ("growth-work", "linearithmic", .linearithmic), ("growth-work", "quadratic", .quadratic),
            ("growth-work", "cubic", .cubic), ("growth-exp", "exponential", .exponential),
        ]
        var outcomes: [String] = []
        var right = 0
        for (package, name, expected) in cases {
            let loaded = try loadPackage(package)
            let growth = Growth(package: loaded, grading: options(), options: Growth.Options())
            let sizes = Growth.sizes(lower: nil, upper: try XCTUnwrap(Growth.maxSize(of: loaded)))
            for ext in ["cpp", "py"] {
                let file = fixture("\(package)/known/\(name).\(ext)")
                let (series, _) = try await growth.run(try Submission(url: file), beside: nil, sizes: sizes)
                let fit = series.fit
                if fit?.complexity == expected { right += 1 }
                outcomes.append("\(name).\(ext): \(fit.map { String(format: "%@ n^%.2f %.0f%%", $0.complexity.rawValue, $0.exponent, $0.confidence * 100) } ?? "no fit")"
                                + (series.stopped.map { " (stopped: \($0))" } ?? ""))
            }
        }
        print("growth classes: " + outcomes.joined(separator: "; "))
        XCTAssertGreaterThanOrEqual(Double(right) / Double(cases.count * 2), 0.9, outcomes.joined(separator: "\n"))
    }

    // MARK: - Function mode and failures

    func testFunctionModeMeasuresTheCallsAlone() async throws {
        let package = try loadPackage("fn-dual")
        var growth = Growth(package: package, grading: options(), options: Growth.Options())
        growth.options.repeats = 1
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
