public import Foundation

// MARK: - GradingOptions

/// How to judge a submission.
public struct GradingOptions: Sendable {
    /// Tests run in parallel on this many workers (default: the number of cores).
    public var workers: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// Stop starting tests after the first failure.
    public var stopAtFirstFailure = false
    /// Stop starting tests once some test gets one of these verdicts (`prep verify` uses it:
    /// one TLE settles a time_limit_exceeded submission).
    public var stopOnVerdicts: Set<Verdict> = []
    /// The cache folder (compiled programs, generated tests, derived time limits).
    public var cacheDirectory: URL = CacheDirectory.default
    /// Overrides the package's time limit (seconds of CPU time).
    public var timeLimit: Double?
    /// Let runs go on up to this many CPU seconds (≥ the time limit), so the verdict under a
    /// larger limit is known too (`TestResult.verdictIgnoringTime`).
    public var measuringTimeLimit: Double?
    /// Where grading sessions' scratch folders are made (default: the temporary folder).
    public var scratchDirectory: URL = FileManager.default.temporaryDirectory
    /// When set, each test's whole output (standard output; in function mode the result's
    /// JSON) is kept there as `<test name, / as __>.out`: what an oracle answered, for
    /// `prep stress`.
    public var outputFolder: URL?
    /// Judge outputs (the default): off, a run that ends cleanly within its limits is accepted
    /// whatever it printed, for runs made only to be timed (`prep growth`).
    public var checksOutputs = true
    /// When the first failing test crashed (RTE) in a language with a `diagnosticCompile`
    /// (C, C++), build it that way and run that test again, so its standard error names the
    /// user's lines. For a person's solve or run, not for verify.
    public var diagnosesCrashes = false

    /// Function mode judges as LeetCode does: the verdict from the LeetCode tier, then the
    /// stretch tier reported beside it (`GradingSummary.stretch`). Off: every test decides the
    /// verdict, as in stdin mode.
    public var separatesStretch = true

    public init() {}
}
