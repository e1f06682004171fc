import ContextStack
import Foundation

/// A study note about a problem or a topic. Full-text indexed (FTS5) through triggers, so the
/// index follows every write, whatever wrote it.
public final class Note: ManagedObject {
    override public class var entityName: String { "note" }
    public static let problem = ToOne<Problem>("problem", inverse: "notes")
    public static let topic = Attribute<String?>("topic", indexed: true)
    public static let body = Attribute<String>("body")
    public static let tags = Attribute<String>("tags", default: "")
    public static let createdAt = Attribute<Date>("createdAt")
    public static let updatedAt = Attribute<Date>("updatedAt")

    override public class var properties: [any PropertyKey] { [problem, topic, body, tags, createdAt, updatedAt] }

    public var problem: Problem? { get { self[Self.problem] } set { self[Self.problem] = newValue } }
    public var topic: String? { get { self[Self.topic] } set { self[Self.topic] = newValue } }
    public var body: String { get { self[Self.body] } set { self[Self.body] = newValue } }
    public var tags: String { get { self[Self.tags] } set { self[Self.tags] = newValue } }
    public var createdAt: Date { get { self[Self.createdAt] } set { self[Self.createdAt] = newValue } }
    public var updatedAt: Date { get { self[Self.updatedAt] } set { self[Self.updatedAt] = newValue } }
}
