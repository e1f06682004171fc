public import Foundation

// MARK: - ValidationResult

/// An output validator's judgement of one output.
public enum ValidationResult: Sendable, Hashable, Codable {
    case accepted
    /// Rejected; the message says where and why (e.g. the judgemessage.txt text).
    case wrongAnswer(String)
    /// The validator itself failed (bad flags, crash, exit code other than 42/43).
    case judgeError(String)

    public var isAccepted: Bool { self == .accepted }
}

// MARK: - OutputChecker

/// One comparison policy run inside prep (the default validator). A package's own validator is
/// a program, run in a box: see `CustomValidator`.
public protocol OutputChecker: Sendable {
    /// Judges the output of a run.
    /// - Parameters:
    ///   - input: the test's `.in` file.
    ///   - answer: the test's `.ans` file.
    ///   - output: what the submission wrote to stdout.
    ///   - arguments: the test's validator arguments (flags).
    ///   - feedbackDirectory: a folder for `judgemessage.txt` and friends.
    func check(input: URL, answer: URL, output: URL, arguments: [String], feedbackDirectory: URL) -> ValidationResult
}
