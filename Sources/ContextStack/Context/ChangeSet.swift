/// A row's stored properties, in the entity's `stored` order.
typealias Row = ContiguousArray<PropertyValue>

/// A pending change to one existing object: the properties changed, and the snapshot they were
/// changed from (for optimistic locking and property-by-property merge policies).
struct RowUpdate: Sendable {
    var values: [Int: PropertyValue]
    /// The object's full row when it was first changed (shares storage with the snapshot).
    var base: Row
    var baseVersion: Int64
    var mergePolicy: MergePolicy
}

/// A pending delete of an existing object.
struct RowDelete: Sendable {
    var baseVersion: Int64
    var mergePolicy: MergePolicy
}

/// The pending changes of one entity in one context, keyed by object identity.
struct EntityChanges: Sendable {
    var inserted: [ObjectID: Row] = [:]
    var updated: [ObjectID: RowUpdate] = [:]
    var deleted: [ObjectID: RowDelete] = [:]

    var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

    /// Folds a child's changes in; the child's are newer and win.
    ///
    /// Cost is proportional to the smaller side where possible, so that a worker handing a
    /// large batch to a context with few pending changes does not stall that context's queue.
    mutating func absorb(_ child: EntityChanges) {
        if isEmpty {
            self = child
            return
        }
        if inserted.count < child.inserted.count {
            var merged = child.inserted
            for (id, row) in inserted where merged[id] == nil { merged[id] = row }
            inserted = merged
        } else {
            for (id, row) in child.inserted { inserted[id] = row }
        }
        for (id, update) in child.updated {
            if inserted[id] != nil {
                for (i, v) in update.values { inserted[id]?[i] = v }
            } else if deleted[id] != nil {
                continue
            } else if updated[id] != nil {
                for (i, v) in update.values { updated[id]?.values[i] = v }
                updated[id]?.mergePolicy = update.mergePolicy
            } else {
                updated[id] = update
            }
        }
        for (id, delete) in child.deleted {
            if inserted.removeValue(forKey: id) != nil { continue }
            let base = updated.removeValue(forKey: id)
            deleted[id] = RowDelete(baseVersion: base?.baseVersion ?? delete.baseVersion, mergePolicy: delete.mergePolicy)
        }
    }
}

/// All pending changes of a context, by entity name.
struct ChangeSet: Sendable {
    var entities: [String: EntityChanges] = [:]

    var isEmpty: Bool { entities.values.allSatisfy(\.isEmpty) }

    mutating func absorb(_ child: ChangeSet) {
        for (name, changes) in child.entities where !changes.isEmpty {
            entities[name, default: EntityChanges()].absorb(changes)
        }
    }

    var insertedIDs: [ObjectID] { entities.values.flatMap(\.inserted.keys) }
    var updatedIDs: [ObjectID] { entities.values.flatMap(\.updated.keys) }
    var deletedIDs: [ObjectID] { entities.values.flatMap(\.deleted.keys) }
}

/// The pending state of one context that its descendants may copy: its own changes, and the
/// batches it has taken in from its children.
struct PublishedChanges: Sendable {
    var pending = ChangeSet()
    /// Children's batches taken in but not yet merged into `pending` (newer than it, oldest
    /// first). Taking a batch in is O(1), so a child's large save never holds this context's
    /// queue; batches are merged, one entity at a time, when the context reads or changes an
    /// object of that entity, and a save passes them on as they are.
    var incoming: [ChangeSet] = []

    /// `pending` with `incoming` merged in.
    mutating func mergeIncoming() {
        for batch in incoming { pending.absorb(batch) }
        incoming.removeAll()
    }

    /// `pending` with the changes `incoming` holds for one entity merged in: per entity the
    /// order of changes is kept, and entities do not depend on each other's rows.
    mutating func mergeIncoming(entity name: String) {
        guard incoming.contains(where: { $0.entities[name] != nil }) else { return }
        for k in incoming.indices {
            guard let changes = incoming[k].entities.removeValue(forKey: name) else { continue }
            if !changes.isEmpty { pending.entities[name, default: EntityChanges()].absorb(changes) }
        }
        incoming.removeAll { $0.entities.isEmpty }
    }
}

/// The changes of every ancestor (and optionally the context itself) composed for one entity:
/// what the stack holds above the store.
struct Overlay {
    var inserted: [ObjectID: Row] = [:]
    var updated: [ObjectID: [Int: PropertyValue]] = [:]
    var deleted: Set<ObjectID> = []

    var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty }

    mutating func apply(_ changes: EntityChanges) {
        for (id, row) in changes.inserted {
            inserted[id] = row
            deleted.remove(id)
        }
        for (id, update) in changes.updated {
            if inserted[id] != nil {
                for (i, v) in update.values { inserted[id]?[i] = v }
            } else if !deleted.contains(id) {
                for (i, v) in update.values { updated[id, default: [:]][i] = v }
            }
        }
        for id in changes.deleted.keys {
            inserted.removeValue(forKey: id)
            updated.removeValue(forKey: id)
            deleted.insert(id)
        }
    }

    /// The row as the overlay shows it, given the store's row (nil if the store has none).
    func row(for id: ObjectID, storeRow: Row?) -> Row? {
        if deleted.contains(id) { return nil }
        if let row = inserted[id] { return row }
        guard var row = storeRow else { return nil }
        if let changes = updated[id] {
            for (i, v) in changes { row[i] = v }
        }
        return row
    }
}
