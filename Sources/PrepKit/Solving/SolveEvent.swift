import Foundation
import Judge

/// What a solve reports while it runs, in order: started, compiling, compiled, one `test`
/// per finished test (as recorded in the store), finished.
public enum SolveEvent: Sendable {
    case started(SolveStart)
    case compiling(language: String)
    case compiled(seconds: Double, cacheHit: Bool, error: String?)
    case test(TestLine)
    case finished(SolveOutcome)
}

public struct SolveStart: Sendable, Codable {
    public var attempt: String
    public var problem: String
    public var name: String
    public var language: String
    public var tests: Int
    public var timeLimit: Double
    /// Where the limit comes from: the package, derived by `prep verify`, or the 1 s fallback.
    public var timeLimitOrigin: TimeLimitOrigin
    public var workers: Int
    /// What to know about the test data, said once ("no secret data: judged on the 3 samples only").
    public var note: String?
    /// A program, or a function-mode solution in prep's harness.
    public var mode: SolutionMode = .stdin
    /// Function mode: the stretch tier's tests, run after an accepted LeetCode tier (0: none).
    public var stretchTests: Int = 0
}

/// One finished test, read back from the view context after a worker recorded it.
public struct TestLine: Sendable, Codable {
    public var index: Int
    public var name: String
    public var verdict: Verdict
    public var cpuSeconds: Double
    public var wallSeconds: Double
    public var peakMemoryBytes: Int
    public var message: String?
    /// Function mode: the time of the solution's calls alone, as the driver measured it.
    public var callSeconds: Double?
    /// Tests finished so far, and in all (of its tier).
    public var done: Int
    public var total: Int
    /// A stretch-tier test (function mode): reported beside the verdict, never changing it.
    public var stretch: Bool = false
}

/// How the attempt ended.
public struct SolveOutcome: Sendable, Codable {
    public var attempt: String
    public var problem: String
    public var language: String
    public var verdict: AttemptStatus
    public var verdictTitle: String
    public var testsPassed: Int
    public var testsTotal: Int
    public var compileSeconds: Double
    /// The binary came from the compile cache.
    public var compileCached: Bool
    public var slowestTest: String?
    public var slowestCPUSeconds: Double
    public var peakMemoryBytes: Int
    public var timeLimit: Double
    public var timeLimitOrigin: TimeLimitOrigin
    public var message: String?
    public var failure: FailureDetail?
    public var tests: [TestLine]
    public var mode: SolutionMode = .stdin
    /// Function mode on a package with a stretch tier: how it went (its tests are in `tests`,
    /// marked `stretch`).
    public var stretch: StretchSummary?
    /// The first failing stretch test, in detail.
    public var stretchFailure: FailureDetail?
}

/// The first failed test: what went in, what was expected, what came out, where they differ.
public struct FailureDetail: Sendable, Codable {
    public var test: String
    public var verdict: Verdict
    public var message: String?
    public var input: String?
    public var expected: String?
    public var received: String?
    /// 1-based line and column of the first difference between expected and received.
    public var differenceLine: Int?
    public var differenceColumn: Int?
    /// What the program wrote to standard error (`ErrorOutput`): the exception's message and
    /// the user's frames, or the user's own prints; nil when it wrote nothing.
    public var errorOutput: String?

    init(_ result: TestResult) {
        test = result.name
        verdict = result.verdict
        message = result.message
        input = result.inputExcerpt
        expected = result.expectedExcerpt
        received = result.receivedExcerpt
        errorOutput = result.errorExcerpt
        if let expected, let received, result.verdict == .wrongAnswer {
            (differenceLine, differenceColumn) = Self.firstDifference(expected, received)
        }
    }

    /// Where two texts first differ (line, column), comparing line by line and ignoring
    /// trailing spaces, as a person reading the two would.
    static func firstDifference(_ a: String, _ b: String) -> (Int?, Int?) {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        for i in 0..<max(left.count, right.count) {
            let l = i < left.count ? Array(left[i].trimmingTrailingSpaces) : []
            let r = i < right.count ? Array(right[i].trimmingTrailingSpaces) : []
            if l != r {
                let column = zip(l, r).prefix { $0 == $1 }.count
                return (i + 1, column + 1)
            }
        }
        return (nil, nil)
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var s = self
        while let last = s.last, last == " " || last == "\t" || last == "\r" { s = s.dropLast() }
        return s
    }
}
