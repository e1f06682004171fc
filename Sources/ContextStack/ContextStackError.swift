import Foundation

/// The errors of the context stack. Each prints as one line that names the object, the
/// property and the reason.
public enum ContextStackError: Error, Sendable {
    case invalidModel(String)
    case unknownEntity(String)
    case unknownProperty(entity: String, property: String)
    /// `existingObject(with:)` found no such object in the context, its ancestors or the store.
    case objectNotFound(ObjectID)
    /// A save found an object that breaks the model's rules.
    case validationFailed(object: ObjectID, property: String, reason: String)
    /// A delete was refused by a `deny` rule.
    case deleteDenied(object: ObjectID, relationship: String, relatedCount: Int)
    /// The store refused the save (a constraint, a full disk, a locked or read-only file...).
    /// Nothing was written and the context keeps its changes.
    case saveFailed(object: ObjectID?, reason: String)
    /// Optimistic locking found rows changed by another writer, and the merge policy was `error`.
    case mergeConflicts([MergeConflict])
    case storeUnavailable(path: String, reason: String)
}

/// One object whose row changed in the store since its snapshot was taken.
public struct MergeConflict: Sendable, CustomStringConvertible {
    public let objectID: ObjectID
    /// The version the change was based on, and the store's current version (nil: deleted).
    public let snapshotVersion: Int64
    public let storeVersion: Int64?
    /// Properties changed both in memory and in the store (or, if none, those changed in the store).
    public let properties: [String]

    public var description: String {
        guard let storeVersion else { return "\(objectID) was deleted from the store" }
        let names = properties.isEmpty ? "" : ": \(properties.joined(separator: ", "))"
        return "\(objectID) changed in the store (version \(snapshotVersion) → \(storeVersion))\(names)"
    }
}

// MARK: - LocalizedError

extension ContextStackError: LocalizedError, CustomStringConvertible {
    public var errorDescription: String? { description }

    public var description: String {
        switch self {
        case .invalidModel(let why): "invalid model: \(why)"
        case .unknownEntity(let name): "unknown entity '\(name)'"
        case let .unknownProperty(entity, property): "entity '\(entity)' has no property '\(property)'"
        case .objectNotFound(let id): "no object \(id): it was deleted or never saved"
        case let .validationFailed(object, property, reason): "\(object).\(property) \(reason)"
        case let .deleteDenied(object, relationship, count):
            "cannot delete \(object): its '\(relationship)' still has \(count) object\(count == 1 ? "" : "s") (delete rule: deny)"
        case let .saveFailed(object, reason):
            "save failed\(object.map { " for \($0)" } ?? ""): \(reason)"
        case .mergeConflicts(let conflicts):
            "merge conflict: " + conflicts.map(\.description).joined(separator: "; ")
        case let .storeUnavailable(path, reason): "cannot open store \(path): \(reason)"
        }
    }
}
