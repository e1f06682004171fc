import ContextStack
import Foundation

/// A test of the user's own for a problem: a counterexample `prep stress --save` found, with
/// the oracle's answer. Every later `prep solve` of the problem runs it, in the group
/// `personal`.
public final class PersonalTest: ManagedObject {
    override public class var entityName: String { "personal_test" }
    public static let problem = ToOne<Problem>("problem", inverse: "personalTests", optional: false)
    /// Unique within the problem: "stress-3-17" (size 3, seed 17).
    public static let name = Attribute<String>("name")
    public static let input = Attribute<String>("input")
    public static let answer = Attribute<String>("answer")
    /// Where it came from: "prep stress, reverse.py against the reference".
    public static let origin = Attribute<String>("origin", default: "")
    public static let createdAt = Attribute<Date>("createdAt")

    override public class var properties: [any PropertyKey] { [problem, name, input, answer, origin, createdAt] }

    public var problem: Problem? { get { self[Self.problem] } set { self[Self.problem] = newValue } }
    public var name: String { get { self[Self.name] } set { self[Self.name] = newValue } }
    public var input: String { get { self[Self.input] } set { self[Self.input] = newValue } }
    public var answer: String { get { self[Self.answer] } set { self[Self.answer] = newValue } }
    public var origin: String { get { self[Self.origin] } set { self[Self.origin] = newValue } }
    public var createdAt: Date { get { self[Self.createdAt] } set { self[Self.createdAt] = newValue } }
}
