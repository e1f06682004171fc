import Foundation
import XCTest
@testable import Judge

/// The stress engine finds planted bugs and shrinks them to the smallest size they show at.
final class StressTests: JudgeTestCase {
    /// One batch of inputs, then at most one of shrinking: each batch is two gradings.
    private func stress(_ source: String, rounds: Int = 16, maxSize: Int = 8) async throws -> Stress.Outcome {
        let package = try loadPackage("fn-dual")
        let file = try writeSource("mine.py", source)
        var options = Stress.Options()
        options.rounds = rounds
        options.maxSize = maxSize
        options.shrinkEffort = 16
        let engine = Stress(package: package, solution: try Submission(url: file),
                            oracle: try Submission(url: fixture("fn-dual/submissions/accepted/program.py")),
                            grading: self.options(), options: options)
        return try await engine.run()
    }

    func testACorrectSolutionAgreesEverywhere() async throws {
        let outcome = try await stress("import sys\nd = sys.stdin.read().split()\nprint(' '.join(reversed(d[1:])))\n", rounds: 20, maxSize: 16)
        XCTAssertNil(outcome.found)
        XCTAssertEqual(outcome.rounds, 20)
    }

    func testABugThatNeedsTwoElementsIsShrunkToSizeTwo() async throws {
        // Sorts instead of reversing: right for one element, and for two whenever they come
        // in order; wrong as soon as two elements are not in descending order.
        let outcome = try await stress("import sys\nd = sys.stdin.read().split()\nprint(' '.join(sorted(d[1:], key=int, reverse=True)))\n")
        let found = try XCTUnwrap(outcome.found)
        XCTAssertEqual(found.size, 2)
        XCTAssertEqual(found.verdict, .wrongAnswer)
        XCTAssertTrue(found.input.hasPrefix("2\n"), found.input)
        XCTAssertNotEqual(found.expected, found.received)
    }

    func testABugAtTheLargerSizesIsFoundThere() async throws {
        // Wrong only from 10 elements on.
        let outcome = try await stress("""
            import sys
            d = sys.stdin.read().split()
            values = d[1:]
            print(' '.join(reversed(values if len(values) < 10 else values[:-1])))
            """, rounds: 20, maxSize: 12)
        let found = try XCTUnwrap(outcome.found)
        XCTAssertEqual(found.size, 10)
    }

    func testARunPastTheTimeLimitGivenIsADifference() async throws {
        // Never ends from three elements on: a time limit of its own finds it there quickly.
        let package = try loadPackage("fn-dual")
        var options = Stress.Options()
        options.rounds = 16
        options.maxSize = 8
        options.shrinkEffort = 16
        options.timeLimit = 0.3
        let file = try writeSource("slow.py", "import sys\nd = sys.stdin.read().split()\nwhile len(d) > 3: pass\nprint(' '.join(reversed(d[1:])))\n")
        let engine = Stress(package: package, solution: try Submission(url: file),
                            oracle: try Submission(url: fixture("fn-dual/submissions/accepted/program.py")),
                            grading: self.options(), options: options)
        let outcome = try await engine.run()
        let found = try XCTUnwrap(outcome.found)
        XCTAssertEqual(found.size, 3)
        XCTAssertEqual(found.verdict, .timeLimitExceeded)
    }
}

/// The quality bar: planted bugs that only small edge cases expose (n = 1, all equal, a
/// negative value, 32-bit overflow at the largest values), in bundled problems, are found
/// by the problems' own generators and shrunk to the smallest size at which they show.
final class StressPlantedBugTests: JudgeTestCase {
    private func stress(_ slug: String, _ name: String, _ source: String) async throws -> Stress.Finding? {
        let package = try ProblemPackage.load(from: ProblemSetTests.problems.appendingPathComponent(slug),
                                              cacheDirectory: Self.cacheDirectory)
        let accepted = ProblemSetTests.solutions.appendingPathComponent("\(slug)/accepted")
        let oracle = try XCTUnwrap(["py", "cpp"].map { accepted.appendingPathComponent("\(slug).\($0)") }
            .first { FileManager.default.fileExists(atPath: $0.path) })
        let engine = Stress(package: package, solution: try Submission(url: try writeSource(name, source)),
                            oracle: try Submission(url: oracle), grading: options(), options: Stress.Options())
        return try await engine.run().found
    }

    func testACrashOnASingleElementIsShrunkToSizeOne() async throws {
        // The best profit as the largest rise to each day from the cheapest before it: max()
        // of nothing when there is one day.
        let found = try await stress("best-stock-day", "one.py", """
            import sys
            d = sys.stdin.read().split()
            p = list(map(int, d[1:1 + int(d[0])]))
            low, rises = p[0], []
            for x in p[1:]:
                rises.append(x - low)
                low = min(low, x)
            print(max(0, max(rises)))
            """)
        XCTAssertEqual(found?.size, 1)
        XCTAssertEqual(found?.verdict, .runTimeError)
    }

    func testABugOnAllEqualValuesIsShrunkToSizeTwo() async throws {
        // Bucket width (hi - lo) // (n - 1): zero when the values are all equal.
        let found = try await stress("maximum-gap", "buckets.py", """
            import sys
            d = sys.stdin.read().split()
            n = int(d[0])
            a = list(map(int, d[1:1 + n]))
            if n < 2:
                print(0)
                sys.exit()
            lo, hi = min(a), max(a)
            width = (hi - lo) // (n - 1)
            count = (hi - lo) // width + 1
            small, large = [None] * count, [None] * count
            for v in a:
                b = (v - lo) // width
                small[b] = v if small[b] is None else min(small[b], v)
                large[b] = v if large[b] is None else max(large[b], v)
            best, prev = 0, lo
            for b in range(count):
                if small[b] is not None:
                    best, prev = max(best, small[b] - prev), large[b]
            print(best)
            """)
        XCTAssertEqual(found?.size, 2)
        XCTAssertEqual(found?.verdict, .runTimeError)
        let values = found?.input.split(separator: "\n").last?.split(separator: " ") ?? []
        XCTAssertEqual(Set(values).count, 1, found?.input ?? "")
    }

    func testForgettingThatEveryStallMayBeSkippedShowsOnOneNegativeValue() async throws {
        // Takes the first stall unconditionally: wrong when its profit is negative.
        let found = try await stress("house-robber", "negative.py", """
            import sys
            d = sys.stdin.read().split()
            p = list(map(int, d[1:1 + int(d[0])]))
            two, one = 0, p[0]
            for x in p[1:]:
                two, one = one, max(one, two + x)
            print(one)
            """)
        XCTAssertEqual(found?.size, 1)
        XCTAssertEqual(found?.verdict, .wrongAnswer)
        XCTAssertTrue(found?.input.contains("-") ?? false, found?.input ?? "")
    }

    func testA32BitOverflowIsShrunkToTheFirstSizeWhoseSumPassesIt() async throws {
        // Right but for int: three stalls of up to 10^9 pass 2^31 - 1, so five stalls are the
        // fewest that overflow (four allow only two non-adjacent ones).
        let found = try await stress("house-robber", "overflow.cpp", """
            #include <cstdio>
            #include <algorithm>
            int main() {
                int n; scanf("%d", &n);
                int two = 0, one = 0;
                for (int i = 0; i < n; i++) {
                    int x; scanf("%d", &x);
                    int next = std::max(one, two + x);
                    two = one; one = next;
                }
                printf("%d\\n", one);
            }
            """)
        XCTAssertEqual(found?.size, 5)
        XCTAssertEqual(found?.verdict, .wrongAnswer)
    }
}
