import ContextStack
import Judge

/// Where an attempt stands: being judged, cut short, or judged with a verdict. Stored (and
/// written in JSON) as its code: `RUN`, `INT`, or the verdict's code (`AC`, `WA`, ...).
public enum AttemptStatus: Sendable, Hashable, RawRepresentable, Codable, AttributeValue {
    /// Saved before the first test ran; still judging (or abandoned, until the next start).
    case running
    /// Cut short (Ctrl-C, or found abandoned at the next start).
    case interrupted
    case judged(Verdict)

    public static let accepted = AttemptStatus.judged(.accepted)

    public init?(rawValue: String) {
        switch rawValue {
        case "RUN": self = .running
        case "INT": self = .interrupted
        default:
            guard let verdict = Verdict(rawValue: rawValue) else { return nil }
            self = .judged(verdict)
        }
    }

    public var rawValue: String {
        switch self {
        case .running: "RUN"
        case .interrupted: "INT"
        case .judged(let verdict): verdict.code
        }
    }

    /// The short code (same as `rawValue`).
    public var code: String { rawValue }

    /// The verdict, once judged.
    public var verdict: Verdict? { if case .judged(let verdict) = self { verdict } else { nil } }

    /// The words, for people.
    public var title: String {
        switch self {
        case .running: "Running"
        case .interrupted: "Interrupted"
        case .judged(let verdict): verdict.title
        }
    }

    public static var placeholder: AttemptStatus { .running }
}

/// Test results store their verdict as its code.
extension Verdict: AttributeValue {
    public static var placeholder: Verdict { .judgeError }
}

/// Attempts store how the solution was written as the mode's name.
extension SolutionMode: AttributeValue {
    public static var placeholder: SolutionMode { .stdin }
}
