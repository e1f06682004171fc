import Synchronization

/// The identity of a managed object, valid in every context of a container.
///
/// Objects never cross queues; their IDs do. A new object has a *temporary* ID until the store
/// assigns it a row (at the root's save, or earlier through `obtainPermanentIDs`). Once a
/// permanent ID exists, every context resolves both IDs to the same object.
///
/// ```swift
/// let id = try await container.viewContext.perform { ... return attempt.objectID }
/// try worker.performAndWait { let attempt = try worker.existingObject(with: id) }
/// ```
public struct ObjectID: Sendable {
    /// The name of the object's entity (its table).
    public let entityName: String
    let kind: Kind

    enum Kind: Sendable, Hashable {
        case temporary(UInt64)
        case permanent(Int64)
    }

    init(entityName: String, kind: Kind) {
        self.entityName = entityName
        self.kind = kind
    }

    /// A permanent ID for a row of `entityName`. Useful to name rows read by other means.
    public init(entityName: String, rowID: Int64) {
        self.init(entityName: entityName, kind: .permanent(rowID))
    }

    private static let temporaryCounter = Atomic<UInt64>(0)

    static func makeTemporary(entityName: String) -> ObjectID {
        let n = temporaryCounter.add(1, ordering: .relaxed).newValue
        return ObjectID(entityName: entityName, kind: .temporary(n))
    }

    /// True until the store has assigned a row to the object.
    public var isTemporary: Bool {
        if case .temporary = kind { return true }
        return false
    }

    /// The store's row ID, for a permanent ID.
    public var rowID: Int64? {
        if case .permanent(let row) = kind { return row }
        return nil
    }

    /// Orders IDs stably: rows by row ID, then unsaved objects in creation order.
    var sortKey: Int64 {
        switch kind {
        case .permanent(let row): row
        case .temporary(let n): Int64.max / 2 + Int64(truncatingIfNeeded: n)
        }
    }

    /// A string form that round-trips through `init?(uriRepresentation:)`, for logs and scripts.
    public var uriRepresentation: String {
        switch kind {
        case .permanent(let row): "\(entityName)/\(row)"
        case .temporary(let n): "\(entityName)/t\(n)"
        }
    }
}

// MARK: - Hashable

extension ObjectID: Hashable {
    // Hash the number only: it is nearly unique on its own, and hashing the entity's name on
    // every dictionary access would dominate the cost of large saves.
    public func hash(into hasher: inout Hasher) {
        switch kind {
        case .permanent(let row): hasher.combine(row)
        case .temporary(let n): hasher.combine(~n)
        }
    }

    public static func == (lhs: ObjectID, rhs: ObjectID) -> Bool {
        lhs.kind == rhs.kind && lhs.entityName == rhs.entityName
    }
}

// MARK: - CustomStringConvertible

extension ObjectID: CustomStringConvertible {
    public var description: String { uriRepresentation }
}
