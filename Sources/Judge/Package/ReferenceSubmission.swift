public import Foundation

// MARK: - ExpectedVerdict

/// The folder a reference submission sits in, which names the verdict it must get.
public enum ExpectedVerdict: String, Sendable, Hashable, Codable, CaseIterable {
    case accepted
    case wrongAnswer = "wrong_answer"
    case timeLimitExceeded = "time_limit_exceeded"
    case runTimeError = "run_time_error"
    /// Any non-accepted verdict.
    case rejected
    /// Never a wrong answer, but fails by time or crash.
    case bruteForce = "brute_force"

    /// Whether a submission that got `verdict` on some test satisfies this expectation.
    public func isSatisfied(by verdict: Verdict) -> Bool {
        switch self {
        case .accepted: return verdict == .accepted
        case .wrongAnswer: return verdict == .wrongAnswer
        case .timeLimitExceeded: return verdict == .timeLimitExceeded
        case .runTimeError: return verdict == .runTimeError || verdict == .memoryLimitExceeded
        case .rejected: return verdict != .accepted && verdict != .judgeError
        case .bruteForce: return [.timeLimitExceeded, .runTimeError, .memoryLimitExceeded].contains(verdict)
        }
    }

    /// The verdicts that establish this expectation on a single test (empty for accepted).
    public var establishingVerdicts: Set<Verdict> {
        Set(Verdict.allCases.filter { $0 != .accepted && isSatisfied(by: $0) })
    }
}

// MARK: - ReferenceSubmission

/// A reference submission of a package (`submissions/<verdict>/…`, or for the bundled
/// problems `Solutions/<slug>/<verdict>/…`).
public struct ReferenceSubmission: Sendable, Hashable, Codable {
    /// A file or a folder of files.
    public var url: URL
    /// "accepted/sol.swift".
    public var name: String
    public var expected: ExpectedVerdict
    /// nil when no language fits its extension.
    public var language: Language?

    /// The reference submissions under `folder` (which holds `accepted/`, `wrong_answer/`, ...).
    public static func all(in folder: URL) -> [ReferenceSubmission] {
        var found: [ReferenceSubmission] = []
        for expected in ExpectedVerdict.allCases {
            let verdictFolder = folder.appendingPathComponent(expected.rawValue, isDirectory: true)
            for name in FileTree.names(in: verdictFolder) {
                let url = verdictFolder.appendingPathComponent(name)
                if !FileTree.isDirectory(url) && Languages.forExtension(url.pathExtension) == nil { continue }
                found.append(ReferenceSubmission(url: url, name: expected.rawValue + "/" + name,
                                                 expected: expected, language: Languages.detect(url)))
            }
        }
        return found
    }
}
