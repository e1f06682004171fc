// MARK: - SubmissionCheck

/// One reference submission checked against the verdict its folder names.
public struct SubmissionCheck: Sendable, Hashable, Codable {
    public var path: String
    /// "accepted/sol.swift".
    public var name: String
    /// The language id, or nil when none fits.
    public var language: String?
    public var expected: ExpectedVerdict
    /// The verdict that settles the expectation (e.g. the TLE found), else the overall one.
    public var got: Verdict
    public var matches: Bool
    /// The time limit the verdict was decided under, in seconds.
    public var timeLimit: Double?
    /// Set when the verdict changes within the safety margin of the time limit.
    public var warning: String?
    /// The CE/JE message or the deciding test's message.
    public var message: String?
    public var summary: GradingSummary?
}

// MARK: - PackageVerification

/// Every reference submission of one package, checked.
public struct PackageVerification: Sendable, Hashable, Codable {
    public var slug: String
    public var path: String
    /// The limit used; nil when the package could not be verified at all.
    public var timeLimit: DerivedTimeLimit?
    public var checks: [SubmissionCheck]
    /// A package-level failure (no accepted submission to derive a limit from, ...).
    public var error: String?

    /// True when there was no error and every submission got its expected verdict.
    public var allMatch: Bool { error == nil && checks.allSatisfy(\.matches) }
}
