import ContextStack
import Judge
import Foundation

/// The result of one test in an attempt (the design's TestResult; named `TestRun` here so as
/// not to shadow the judge's `TestResult`, which it records).
public final class TestRun: ManagedObject {
    override public class var entityName: String { "test_result" }
    public static let attempt = ToOne<Attempt>("attempt", inverse: "results", optional: false)
    public static let index = Attribute<Int>("testIndex")
    public static let name = Attribute<String>("name")
    public static let group = Attribute<String>("testGroup", default: "")
    public static let verdict = Attribute<Verdict>("verdict")
    public static let cpuSeconds = Attribute<Double>("cpuSeconds", default: 0)
    public static let wallSeconds = Attribute<Double>("wallSeconds", default: 0)
    public static let peakMemoryBytes = Attribute<Int>("peakMemoryBytes", default: 0)
    public static let message = Attribute<String?>("message")
    /// Function mode: the seconds the solution's calls took, measured by the driver.
    public static let callSeconds = Attribute<Double?>("callSeconds")

    override public class var properties: [any PropertyKey] {
        [attempt, index, name, group, verdict, cpuSeconds, wallSeconds, peakMemoryBytes, message, callSeconds]
    }

    public var attempt: Attempt? { get { self[Self.attempt] } set { self[Self.attempt] = newValue } }
    public var index: Int { get { self[Self.index] } set { self[Self.index] = newValue } }
    public var name: String { get { self[Self.name] } set { self[Self.name] = newValue } }
    public var group: String { get { self[Self.group] } set { self[Self.group] = newValue } }
    public var verdict: Verdict { get { self[Self.verdict] } set { self[Self.verdict] = newValue } }
    public var cpuSeconds: Double { get { self[Self.cpuSeconds] } set { self[Self.cpuSeconds] = newValue } }
    public var wallSeconds: Double { get { self[Self.wallSeconds] } set { self[Self.wallSeconds] = newValue } }
    public var peakMemoryBytes: Int { get { self[Self.peakMemoryBytes] } set { self[Self.peakMemoryBytes] = newValue } }
    public var message: String? { get { self[Self.message] } set { self[Self.message] = newValue } }
    public var callSeconds: Double? { get { self[Self.callSeconds] } set { self[Self.callSeconds] = newValue } }
}
