import ContextStack
import Foundation

/// A `prep stress` or `prep growth` run: recorded (kind, problem, when, outcome) but not an
/// attempt, so it does not count in the acceptance figures of `prep stats`. A growth run
/// keeps its fitted class and exponent, and the source it measured: every attempt of the same
/// text (a solve before or after it) shows it in `prep history`.
public final class PracticeRun: ManagedObject {
    override public class var entityName: String { "practice_run" }
    public static let problem = ToOne<Problem>("problem", inverse: "practiceRuns", optional: false)
    /// "stress" or "growth".
    public static let kind = Attribute<String>("kind")
    public static let language = Attribute<String>("language")
    public static let sourcePath = Attribute<String>("sourcePath")
    /// The text it ran, shared with the attempts of the same text.
    public static let source = ToOne<SubmittedSource>("source", inverse: "practiceRuns", optional: true)
    public static let startedAt = Attribute<Date>("startedAt", indexed: true)
    public static let finishedAt = Attribute<Date>("finishedAt")
    /// One line: "WA at size 3 after 40 inputs", "120 inputs agree", "≈ n^2.0, O(n^2)".
    public static let outcome = Attribute<String>("outcome")
    /// Growth: the fitted class (`Complexity.rawValue`) and exponent, when a fit was made.
    public static let complexity = Attribute<String?>("complexity")
    public static let exponent = Attribute<Double?>("exponent")
    /// The run's report, as `--json` prints it.
    public static let details = Attribute<String>("details", default: "{}")

    override public class var properties: [any PropertyKey] {
        [problem, kind, language, sourcePath, source, startedAt, finishedAt, outcome, complexity, exponent, details]
    }

    public var problem: Problem? { get { self[Self.problem] } set { self[Self.problem] = newValue } }
    public var kind: String { get { self[Self.kind] } set { self[Self.kind] = newValue } }
    public var language: String { get { self[Self.language] } set { self[Self.language] = newValue } }
    public var sourcePath: String { get { self[Self.sourcePath] } set { self[Self.sourcePath] = newValue } }
    public var source: SubmittedSource? { get { self[Self.source] } set { self[Self.source] = newValue } }
    public var startedAt: Date { get { self[Self.startedAt] } set { self[Self.startedAt] = newValue } }
    public var finishedAt: Date { get { self[Self.finishedAt] } set { self[Self.finishedAt] = newValue } }
    public var outcome: String { get { self[Self.outcome] } set { self[Self.outcome] = newValue } }
    public var complexity: String? { get { self[Self.complexity] } set { self[Self.complexity] = newValue } }
    public var exponent: Double? { get { self[Self.exponent] } set { self[Self.exponent] = newValue } }
    public var details: String { get { self[Self.details] } set { self[Self.details] = newValue } }
}
