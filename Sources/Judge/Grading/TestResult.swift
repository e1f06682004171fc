// MARK: - TestResult

/// How one test went.
public struct TestResult: Sendable, Hashable, Codable {
    /// Position in test order (0-based).
    public var index: Int
    /// "secret/group1/03".
    public var name: String
    /// "secret/group1".
    public var group: String
    public var verdict: Verdict
    /// The verdict had there been no time limit, when the run finished within the measuring
    /// limit: lets `prep verify` see how the verdict moves within the safety margin.
    public var verdictIgnoringTime: Verdict?
    public var cpuSeconds: Double
    public var wallSeconds: Double
    public var peakMemoryBytes: Int64
    /// Function mode: the seconds the solution's calls took, measured inside the run by the
    /// driver (parsing the test and printing the result excluded).
    public var callSeconds: Double?
    /// Why it failed: the signal or exit code, the validator's message, a judge error.
    public var message: String?
    /// For a failed test: the start of the input, the expected and the received output.
    public var inputExcerpt: String?
    public var expectedExcerpt: String?
    public var receivedExcerpt: String?
    /// The start of what the program wrote to stderr.
    public var errorExcerpt: String?

    /// The verdict under a different time limit, from the measured CPU time.
    public func verdict(underTimeLimit limit: Double) -> Verdict {
        guard let untimed = verdictIgnoringTime else { return verdict }
        return cpuSeconds > limit ? .timeLimitExceeded : untimed
    }
}

// MARK: - GradingSummary

/// The result of judging a submission.
public struct GradingSummary: Sendable, Hashable, Codable {
    /// The verdict of the first failing test in test order; AC when all passed; CE or JE.
    public var verdict: Verdict
    /// The first failing test, when one failed.
    public var firstFailure: String?
    public var testsPassed: Int
    public var testsRun: Int
    public var testsTotal: Int
    public var maxCPUSeconds: Double
    public var maxPeakMemoryBytes: Int64
    public var timeLimit: Double
    public var compile: CompileReport?
    /// The CE or JE message, or the first failing test's message.
    public var message: String?
    /// Every test that ran, in test order.
    public var results: [TestResult]
    public var wallSeconds: Double
    /// How the submission was judged: as a program, or in function mode.
    public var mode: SolutionMode = .stdin
    /// Function mode on a package with a stretch tier: how the stretch tests went, beside the
    /// verdict (which they never change). Nil where there is no stretch tier or in stdin mode,
    /// whose verdict includes them.
    public var stretch: StretchSummary?

    /// The verdict over both tiers: the stretch's failure when the LeetCode tier was accepted.
    /// What `prep verify` holds a reference to (its folder names its verdict on every test).
    public var combinedVerdict: Verdict {
        guard verdict == .accepted, let stretch, let outcome = stretch.verdict else { return verdict }
        return outcome
    }
}

// MARK: - StretchSummary

/// The stretch tier's run (`TestCase.isStretch`): prep's larger and harsher tests, past
/// LeetCode's constraints, run in function mode after an accepted LeetCode tier.
public struct StretchSummary: Sendable, Hashable, Codable {
    /// AC, or the first failing stretch test's verdict; nil when it did not run (the LeetCode
    /// tier was not accepted, or grading was stopped).
    public var verdict: Verdict?
    public var firstFailure: String?
    public var testsPassed: Int
    public var testsRun: Int
    public var testsTotal: Int
    public var maxCPUSeconds: Double
    /// The first failure's message.
    public var message: String?
    /// Every stretch test that ran, in test order.
    public var results: [TestResult]

    public init(verdict: Verdict?, firstFailure: String?, testsPassed: Int, testsRun: Int, testsTotal: Int,
                maxCPUSeconds: Double, message: String?, results: [TestResult]) {
        self.verdict = verdict
        self.firstFailure = firstFailure
        self.testsPassed = testsPassed
        self.testsRun = testsRun
        self.testsTotal = testsTotal
        self.maxCPUSeconds = maxCPUSeconds
        self.message = message
        self.results = results
    }
}

// MARK: - CompileReport

/// How compilation went.
public struct CompileReport: Sendable, Hashable, Codable {
    public var language: Language
    public var seconds: Double
    public var cacheHit: Bool
    /// The compiler's trimmed message on failure.
    public var error: String?
}

// MARK: - GradingEvent

/// What a `Grader` streams while it works.
public enum GradingEvent: Sendable, Hashable, Codable {
    case compileStarted(Language)
    case compileFinished(CompileReport)
    /// A test finished (tests finish out of order when workers run in parallel).
    case testFinished(TestResult)
    /// The last event.
    case finished(GradingSummary)
}
