// MARK: - SubmissionCheck

/// One reference submission checked against what it must get (or skipped, with why).
public struct SubmissionCheck: Sendable, Hashable, Codable {
    /// How the check came out.
    public enum Status: String, Sendable, Hashable, Codable {
        /// It got what it must.
        case ok
        /// It ran and got something else.
        case mismatch
        /// prep does not run it (a language prep lacks, `.disabled`, a scoring submission);
        /// not a failure.
        case skipped
        /// It cannot be run (a link leaving the package, an unknown verdict in its annotation):
        /// a failure.
        case error
    }

    public var path: String
    /// "accepted/sol.swift".
    public var name: String
    /// The language id, or nil when none fits.
    public var language: String?
    /// The verdict its folder names, when it names one.
    public var expected: ExpectedVerdict?
    /// What it must get, for people: "accepted", "WA or TLE (@EXPECTED_RESULTS@)".
    public var expectation: String
    public var status: Status
    /// The verdict that settles the expectation (e.g. the TLE found), else the overall one;
    /// nil when it did not run.
    public var got: Verdict?
    public var matches: Bool
    /// The time limit the verdict was decided under, in seconds.
    public var timeLimit: Double?
    /// Set when the verdict changes within the safety margin of the time limit.
    public var warning: String?
    /// The CE/JE message or the deciding test's message; for a skipped or failed submission, why.
    public var message: String?
    public var summary: GradingSummary?
    /// How it was judged (a problem with a function mode has references in both modes).
    public var mode: SolutionMode?

    public init(path: String, name: String, language: String?, expected: ExpectedVerdict?, expectation: String,
                status: Status, got: Verdict?, timeLimit: Double? = nil, warning: String? = nil,
                message: String? = nil, summary: GradingSummary? = nil) {
        self.path = path
        self.name = name
        self.language = language
        self.expected = expected
        self.expectation = expectation
        self.status = status
        self.got = got
        self.matches = status == .ok
        self.timeLimit = timeLimit
        self.warning = warning
        self.message = message
        self.summary = summary
    }

    /// Whether it counts as a failure of the package.
    public var failed: Bool { status == .mismatch || status == .error }
}

// MARK: - PackageVerification

/// Every reference submission of one package, checked.
public struct PackageVerification: Sendable, Hashable, Codable {
    public var slug: String
    public var path: String
    /// The limit used; nil when the package could not be verified at all.
    public var timeLimit: DerivedTimeLimit?
    public var checks: [SubmissionCheck]
    /// A package-level failure (it cannot be loaded, no accepted submission to derive a limit
    /// from, ...).
    public var error: String?
    /// What the package's input validators said of its test inputs (`InputValidators`).
    public var inputValidation = InputValidators.Report()
    /// Per language with an accepted reference: its limit against what its references give.
    public var languageLimits: [LanguageLimitCheck] = []

    public init(slug: String, path: String, timeLimit: DerivedTimeLimit? = nil, checks: [SubmissionCheck] = [],
                error: String? = nil) {
        self.slug = slug
        self.path = path
        self.timeLimit = timeLimit
        self.checks = checks
        self.error = error
    }

    /// True when there was no error, every test input passed the input validators, and every
    /// submission that ran got what it must.
    public var allMatch: Bool { error == nil && inputValidation.refusals.isEmpty && !checks.contains(where: \.failed) }
}

// MARK: - LanguageLimitCheck

/// One language's time limit beside the one its accepted references give by problemtools' rule
/// (the smallest multiple of `time_resolution` ≥ `ac_to_time_limit` × the slowest accepted test,
/// never below the problem's own limit).
public struct LanguageLimitCheck: Sendable, Hashable, Codable {
    public var language: String
    /// The limit the language was judged under; nil when none was stated (derived).
    public var limit: Double?
    /// Whether the package states it for this language (`language_time_limits`).
    public var own: Bool
    /// The slowest test of the language's accepted references, CPU seconds.
    public var slowestAccepted: Double
    /// What the rule gives from `slowestAccepted`.
    public var ruleLimit: Double

    /// The stated limit is tighter than the rule gives: the references run closer to it than
    /// `ac_to_time_limit` allows.
    public var tooTight: Bool { limit.map { $0 < ruleLimit - 1e-9 } ?? false }
}
