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
}
