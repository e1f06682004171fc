import ContextStack
import Foundation
import Judge

/// One judging of a solution: what was submitted and what the judge said.
///
/// An attempt is saved (verdict `RUN`) before the first test runs; its test results arrive
/// as the workers finish; the final verdict and totals are set when the last test ends. An
/// attempt still marked `RUN` when prep next starts was cut short and becomes `INT`.
public final class Attempt: ManagedObject {
    override public class var entityName: String { "attempt" }
    public static let problem = ToOne<Problem>("problem", inverse: "attempts", optional: false)
    public static let language = Attribute<String>("language")
    public static let sourcePath = Attribute<String>("sourcePath")
    /// How it was written: a program (`stdin`, also for attempts made before function mode) or
    /// a function-mode solution.
    public static let mode = Attribute<SolutionMode?>("mode")
    /// The submitted text, shared with every other attempt of the same text.
    public static let source = ToOne<SubmittedSource>("source", inverse: "attempts", optional: false)
    /// The verdict once judged; `running` while judging, `interrupted` if cut short.
    public static let verdict = Attribute<AttemptStatus>("verdict", default: .running, indexed: true)
    public static let message = Attribute<String?>("message")
    public static let compileSeconds = Attribute<Double>("compileSeconds", default: 0)
    /// The slowest test's CPU time.
    public static let cpuSeconds = Attribute<Double>("cpuSeconds", default: 0)
    public static let peakMemoryBytes = Attribute<Int>("peakMemoryBytes", default: 0)
    public static let testsPassed = Attribute<Int>("testsPassed", default: 0)
    public static let testsTotal = Attribute<Int>("testsTotal", default: 0)
    public static let startedAt = Attribute<Date>("startedAt", indexed: true)
    public static let finishedAt = Attribute<Date?>("finishedAt")
    /// The process judging it ("pid:start-time"), to tell a running attempt from an abandoned one.
    public static let owner = Attribute<String>("owner", default: "")
    public static let results = ToMany<TestRun>("results", inverse: "attempt", deleteRule: .cascade)
    /// Function mode on a package with a stretch tier (`StretchSummary`): the stretch's verdict
    /// code ("AC", "TLE"…; nil when it did not run or there is none), its passed and total tests,
    /// and its first failing test. The attempt's own verdict is the LeetCode tier's.
    public static let stretchVerdict = Attribute<String?>("stretchVerdict")
    /// (Optional columns, NULL where there was no stretch tier: v6's migration remakes the
    /// table from this model and copies only the columns it knew.)
    public static let stretchPassed = Attribute<Int?>("stretchPassed")
    public static let stretchTotal = Attribute<Int?>("stretchTotal")
    public static let stretchFailure = Attribute<String?>("stretchFailure")

    override public class var properties: [any PropertyKey] {
        [problem, language, sourcePath, mode, source, verdict, message, compileSeconds, cpuSeconds,
         peakMemoryBytes, testsPassed, testsTotal, startedAt, finishedAt, owner, results,
         stretchVerdict, stretchPassed, stretchTotal, stretchFailure]
    }

    /// The stretch's outcome as recorded, or nil where there was no stretch tier.
    public var stretch: StretchSummary? {
        get {
            guard let total = self[Self.stretchTotal], total > 0 else { return nil }
            let failure = self[Self.stretchFailure]
            return StretchSummary(verdict: self[Self.stretchVerdict].flatMap(Verdict.init(code:)), firstFailure: failure,
                                  testsPassed: self[Self.stretchPassed] ?? 0, testsRun: 0, testsTotal: total,
                                  maxCPUSeconds: 0, message: nil, results: [])
        }
        set {
            self[Self.stretchVerdict] = newValue?.verdict?.code
            self[Self.stretchPassed] = newValue?.testsPassed
            self[Self.stretchTotal] = newValue?.testsTotal
            self[Self.stretchFailure] = newValue?.firstFailure
        }
    }

    public var problem: Problem? { get { self[Self.problem] } set { self[Self.problem] = newValue } }
    public var language: String { get { self[Self.language] } set { self[Self.language] = newValue } }
    public var sourcePath: String { get { self[Self.sourcePath] } set { self[Self.sourcePath] = newValue } }
    public var mode: SolutionMode { get { self[Self.mode] ?? .stdin } set { self[Self.mode] = newValue } }
    public var source: SubmittedSource? { get { self[Self.source] } set { self[Self.source] = newValue } }
    public var verdict: AttemptStatus { get { self[Self.verdict] } set { self[Self.verdict] = newValue } }
    public var message: String? { get { self[Self.message] } set { self[Self.message] = newValue } }
    public var compileSeconds: Double { get { self[Self.compileSeconds] } set { self[Self.compileSeconds] = newValue } }
    public var cpuSeconds: Double { get { self[Self.cpuSeconds] } set { self[Self.cpuSeconds] = newValue } }
    public var peakMemoryBytes: Int { get { self[Self.peakMemoryBytes] } set { self[Self.peakMemoryBytes] = newValue } }
    public var testsPassed: Int { get { self[Self.testsPassed] } set { self[Self.testsPassed] = newValue } }
    public var testsTotal: Int { get { self[Self.testsTotal] } set { self[Self.testsTotal] = newValue } }
    public var startedAt: Date { get { self[Self.startedAt] } set { self[Self.startedAt] = newValue } }
    public var finishedAt: Date? { get { self[Self.finishedAt] } set { self[Self.finishedAt] = newValue } }
}
