// MARK: - Verdict

/// The outcome of a test or a whole submission: a closed set in a fixed display order.
///
/// ```swift
/// Verdict.timeLimitExceeded.code   // "TLE"
/// Verdict(code: "WA")              // .wrongAnswer
/// ```
public enum Verdict: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case accepted = "AC"
    case wrongAnswer = "WA"
    case timeLimitExceeded = "TLE"
    case memoryLimitExceeded = "MLE"
    case runTimeError = "RTE"
    case outputLimitExceeded = "OLE"
    case compileError = "CE"
    /// A broken package, validator or judge: never the submission's fault.
    case judgeError = "JE"

    /// The short code: AC, WA, TLE, MLE, RTE, OLE, CE, JE.
    public var code: String { rawValue }

    /// Looks a verdict up by its short code (any case).
    public init?(code: String) {
        self.init(rawValue: code.uppercased())
    }

    /// The words, for people.
    public var title: String {
        switch self {
        case .accepted: return "Accepted"
        case .wrongAnswer: return "Wrong Answer"
        case .timeLimitExceeded: return "Time Limit Exceeded"
        case .memoryLimitExceeded: return "Memory Limit Exceeded"
        case .runTimeError: return "Run-Time Error"
        case .outputLimitExceeded: return "Output Limit Exceeded"
        case .compileError: return "Compile Error"
        case .judgeError: return "Judge Error"
        }
    }

    /// Display position: the order of `allCases`.
    public var displayOrder: Int { Verdict.allCases.firstIndex(of: self) ?? 0 }

    public var isAccepted: Bool { self == .accepted }

    public static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.displayOrder < rhs.displayOrder }
}
