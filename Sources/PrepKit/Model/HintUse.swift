import ContextStack
import Foundation

/// A hint the user revealed with `prep hint`: which problem, which hint, when. Hints are
/// revealed in order, one row each; history counts those revealed before an attempt, and an
/// accepted solve after a hint is suggested the review rating "hard" instead of "good".
public final class HintUse: ManagedObject {
    override public class var entityName: String { "hint_use" }
    public static let problem = ToOne<Problem>("problem", inverse: "hintUses", optional: false)
    /// 1 for the first hint of the problem; unique within the problem.
    public static let number = Attribute<Int>("number")
    public static let revealedAt = Attribute<Date>("revealedAt", indexed: true)

    override public class var properties: [any PropertyKey] { [problem, number, revealedAt] }

    public var problem: Problem? { get { self[Self.problem] } set { self[Self.problem] = newValue } }
    public var number: Int { get { self[Self.number] } set { self[Self.number] = newValue } }
    public var revealedAt: Date { get { self[Self.revealedAt] } set { self[Self.revealedAt] = newValue } }
}
