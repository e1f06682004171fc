import ContextStack
import Foundation

/// A `prep interview` rehearsal: an unseen problem against a clock. Saved when it starts (so
/// killing prep never loses it); ended when an attempt of its problem is accepted in time,
/// when time runs out, or by `--stop`; then the complexity and approach the user gave.
public final class InterviewSession: ManagedObject {
    override public class var entityName: String { "interview" }
    public static let problem = ToOne<Problem>("problem", inverse: "interviews", optional: false)
    public static let startedAt = Attribute<Date>("startedAt", indexed: true)
    /// The time allowed, in minutes.
    public static let minutes = Attribute<Int>("minutes")
    /// nil while it runs; at most one session runs (a unique partial index says so too).
    public static let endedAt = Attribute<Date?>("endedAt")
    /// "running", "accepted", "time" (ran out) or "stopped".
    public static let outcome = Attribute<String>("outcome", default: "running")
    /// Attempts of the problem started in the window, and the last one's verdict code.
    public static let attempts = Attribute<Int>("attempts", default: 0)
    public static let verdict = Attribute<String?>("verdict")
    /// Hints of the problem revealed before it ended (they are locked while it runs).
    public static let hintsUsed = Attribute<Int>("hintsUsed", default: 0)
    /// The user's answers when it ended: free text.
    public static let timeComplexity = Attribute<String>("timeComplexity", default: "")
    public static let spaceComplexity = Attribute<String>("spaceComplexity", default: "")
    public static let approach = Attribute<String>("approach", default: "")

    override public class var properties: [any PropertyKey] {
        [problem, startedAt, minutes, endedAt, outcome, attempts, verdict, hintsUsed, timeComplexity, spaceComplexity, approach]
    }

    public var problem: Problem? { get { self[Self.problem] } set { self[Self.problem] = newValue } }
    public var startedAt: Date { get { self[Self.startedAt] } set { self[Self.startedAt] = newValue } }
    public var minutes: Int { get { self[Self.minutes] } set { self[Self.minutes] = newValue } }
    public var endedAt: Date? { get { self[Self.endedAt] } set { self[Self.endedAt] = newValue } }
    public var outcome: String { get { self[Self.outcome] } set { self[Self.outcome] = newValue } }
    public var attempts: Int { get { self[Self.attempts] } set { self[Self.attempts] = newValue } }
    public var verdict: String? { get { self[Self.verdict] } set { self[Self.verdict] = newValue } }
    public var hintsUsed: Int { get { self[Self.hintsUsed] } set { self[Self.hintsUsed] = newValue } }
    public var timeComplexity: String { get { self[Self.timeComplexity] } set { self[Self.timeComplexity] = newValue } }
    public var spaceComplexity: String { get { self[Self.spaceComplexity] } set { self[Self.spaceComplexity] = newValue } }
    public var approach: String { get { self[Self.approach] } set { self[Self.approach] = newValue } }

    /// When time runs out.
    public var deadline: Date { startedAt.addingTimeInterval(Double(minutes) * 60) }
}
