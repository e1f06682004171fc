import ContextStack
import Foundation

/// A submitted solution's text, stored once however many attempts submit it: attempts of the
/// same file (a solve rerun, `--watch` judging an unchanged save) share one row, found by the
/// text's SHA-256.
public final class SubmittedSource: ManagedObject {
    override public class var entityName: String { "source" }
    /// The SHA-256 of the submitted bytes, in hex.
    public static let hash = Attribute<String>("hash", unique: true)
    /// The text (a folder's files joined, each under a `// ==== name` line).
    public static let text = Attribute<String>("text")
    public static let attempts = ToMany<Attempt>("attempts", inverse: "source", deleteRule: .deny)
    public static let practiceRuns = ToMany<PracticeRun>("practiceRuns", inverse: "source", deleteRule: .nullify)

    override public class var properties: [any PropertyKey] { [hash, text, attempts, practiceRuns] }

    public var hash: String { get { self[Self.hash] } set { self[Self.hash] = newValue } }
    public var text: String { get { self[Self.text] } set { self[Self.text] = newValue } }

    /// The stored source with this hash, else a new one with this text. Call it under the
    /// store's lock (`PrepStore.exclusively`): there is one row per text.
    public static func stored(hash: String, text: String, in context: ObjectContext) throws -> SubmittedSource {
        if let found = try withHash(hash, in: context) { return found }
        let stored = SubmittedSource(context: context)
        stored.hash = hash
        stored.text = text
        return stored
    }

    /// The stored source with this hash, if any.
    public static func withHash(_ hash: String, in context: ObjectContext) throws -> SubmittedSource? {
        try context.fetch(FetchRequest<SubmittedSource>(Self.hash == hash, limit: 1)).first
    }
}
