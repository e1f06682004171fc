import ContextStack
import Foundation

/// The spaced-repetition state of one problem (FSRS): when it is due and how well it is known.
public final class ReviewCard: ManagedObject {
    override public class var entityName: String { "review_card" }
    public static let problem = ToOne<Problem>("problem", optional: false)
    public static let due = Attribute<Date>("due", indexed: true)
    public static let stability = Attribute<Double?>("stability")
    public static let difficulty = Attribute<Double?>("difficulty")
    public static let reps = Attribute<Int>("reps", default: 0)
    public static let lapses = Attribute<Int>("lapses", default: 0)
    public static let lastReview = Attribute<Date?>("lastReview")

    override public class var properties: [any PropertyKey] { [problem, due, stability, difficulty, reps, lapses, lastReview] }

    public var problem: Problem? { get { self[Self.problem] } set { self[Self.problem] = newValue } }
    public var due: Date { get { self[Self.due] } set { self[Self.due] = newValue } }
    public var stability: Double? { get { self[Self.stability] } set { self[Self.stability] = newValue } }
    public var difficulty: Double? { get { self[Self.difficulty] } set { self[Self.difficulty] = newValue } }
    public var reps: Int { get { self[Self.reps] } set { self[Self.reps] = newValue } }
    public var lapses: Int { get { self[Self.lapses] } set { self[Self.lapses] = newValue } }
    public var lastReview: Date? { get { self[Self.lastReview] } set { self[Self.lastReview] = newValue } }
}

/// One rating, kept so that FSRS parameters can be fitted to the person later.
public final class ReviewLog: ManagedObject {
    override public class var entityName: String { "review_log" }
    public static let problem = ToOne<Problem>("problem", optional: false)
    /// 1 again, 2 hard, 3 good, 4 easy.
    public static let rating = Attribute<Int>("rating")
    public static let reviewedAt = Attribute<Date>("reviewedAt")
    public static let elapsedDays = Attribute<Double>("elapsedDays", default: 0)
    public static let scheduledDays = Attribute<Int>("scheduledDays", default: 0)
    public static let stability = Attribute<Double>("stability", default: 0)
    public static let difficulty = Attribute<Double>("difficulty", default: 0)

    override public class var properties: [any PropertyKey] {
        [problem, rating, reviewedAt, elapsedDays, scheduledDays, stability, difficulty]
    }
}

/// A key/value row for the store's own bookkeeping (the catalogue's fingerprint, say).
final class Setting: ManagedObject {
    override class var entityName: String { "setting" }
    static let key = Attribute<String>("key", unique: true)
    static let value = Attribute<String>("value")
    override class var properties: [any PropertyKey] { [key, value] }
}
