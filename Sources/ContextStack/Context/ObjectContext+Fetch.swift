import GRDB

/// The changes above the store for one entity, split at this context: what its ancestors hold
/// (the base its objects' snapshots come from) and that plus its own pending changes.
struct Layers {
    var ancestors: Overlay
    var full: Overlay
}

/// One fetch candidate: an object's row as the context sees it, and as its ancestors do.
private struct Candidate {
    let identity: ObjectID
    let row: Row
    let base: Row?
    let version: Int64
}

extension ObjectContext {
    // MARK: - Public fetch API

    /// The objects matching `request`, as this context sees them: the store's rows overlaid
    /// with the pending changes of this context and every ancestor.
    public func fetch<T: ManagedObject>(_ request: FetchRequest<T>) throws -> [T] {
        assertOnQueue()
        publishPendingEdits()
        let entity = try entityNamed(request.entityName)
        return try fetchObjects(entity: entity, predicate: request.predicate, sort: request.sortDescriptors,
                                limit: request.limit, offset: request.offset).compactMap { $0 as? T }
    }

    /// The IDs of the matching objects, without materializing them.
    public func fetchObjectIDs<T: ManagedObject>(_ request: FetchRequest<T>) throws -> [ObjectID] {
        assertOnQueue()
        publishPendingEdits()
        let entity = try entityNamed(request.entityName)
        return registry.permanentIDs(of: try candidates(entity: entity, predicate: request.predicate,
                                                        sort: request.sortDescriptors, limit: request.limit,
                                                        offset: request.offset).map(\.identity))
    }

    /// How many objects match `request` (limit and offset apply).
    public func count<T: ManagedObject>(_ request: FetchRequest<T>) throws -> Int {
        assertOnQueue()
        publishPendingEdits()
        let entity = try entityNamed(request.entityName)
        try request.predicate.validate(for: entity)
        let layers = collectLayers(entity: entity.name)
        if layers.full.isEmpty {
            let reader = StoreReader(stack: stack, entity: entity)
            let (whereSQL, args) = request.predicate.normalized(registry).sql(entity, registry)
            var n = try stack.pool.read { db in try reader.count(where: whereSQL, arguments: args, db) }
            n = max(0, n - request.offset)
            return request.limit.map { min($0, n) } ?? n
        }
        return try candidates(entity: entity, predicate: request.predicate, sort: [], limit: request.limit,
                              offset: request.offset, layers: layers).count
    }

    private func entityNamed(_ name: String) throws -> EntityDescription {
        guard let entity = stack.model.entity(named: name) else { throw ContextStackError.unknownEntity(name) }
        return entity
    }

    // MARK: - Overlay collection

    /// Copies the published changes of this context and its ancestors and composes them for
    /// one entity, the root's first.
    ///
    /// An ancestor's copy includes the saves its children delivered and it has not taken in
    /// yet (newer than the rest of its state); this context's own arrivals wait for its next
    /// block. A save is delivered to the parent before the child clears it, so a copy may see
    /// one save at two levels, never at none; applying the same changes twice changes nothing.
    /// No ancestor's queue is waited for: each copy is taken under that context's lock and is
    /// O(1) thanks to copy-on-write.
    func collectLayers(entity name: String) -> Layers {
        var levels: [(state: PublishedChanges, arrivals: [PublishedState.Arrival])] = [(published.ownerValue, [])]
        var next = parent
        while let context = next {
            levels.append(context.published.snapshot())
            next = context.parent
        }
        var overlay = Overlay()
        var ancestors = Overlay()
        for k in stride(from: levels.count - 1, through: 0, by: -1) {
            if k == 0 { ancestors = overlay }
            let level = levels[k]
            if let c = level.state.pending.entities[name] { overlay.apply(c) }
            for batch in level.state.incoming {
                if let c = batch.entities[name] { overlay.apply(c) }
            }
            for arrival in level.arrivals {
                for batch in arrival.bundle {
                    if let c = batch.entities[name] { overlay.apply(c) }
                }
            }
        }
        return Layers(ancestors: ancestors, full: overlay)
    }

    // MARK: - Candidates

    func fetchObjects(entity: EntityDescription, predicate: FetchPredicate, sort: [SortDescriptor],
                      limit: Int?, offset: Int) throws -> [ManagedObject] {
        publishPendingEdits()
        let found = try candidates(entity: entity, predicate: predicate, sort: sort, limit: limit, offset: offset)
        return found.map { candidate in
            if let object = registered[candidate.identity] {
                if let base = candidate.base, !isInsertedHere(object) {
                    object.snapshot = base
                    object.snapshotVersion = candidate.version
                }
                return object
            }
            let object = entity.objectType.type.init(ObjectInitializer(
                context: self, entity: entity, identity: candidate.identity,
                snapshot: candidate.base, version: candidate.version))
            registered[candidate.identity] = object
            return object
        }
    }

    private func candidates(entity: EntityDescription, predicate: FetchPredicate, sort: [SortDescriptor],
                            limit: Int?, offset: Int, layers: Layers? = nil) throws -> [Candidate] {
        try predicate.validate(for: entity)
        let sortIndexes = try sort.map { descriptor -> (Int, Bool) in
            guard let i = entity.indexByName[descriptor.key] else {
                throw ContextStackError.unknownProperty(entity: entity.name, property: descriptor.key)
            }
            return (i, descriptor.ascending)
        }
        let predicate = predicate.normalized(registry)
        let layers = layers ?? collectLayers(entity: entity.name)
        let reader = StoreReader(stack: stack, entity: entity)
        let (whereSQL, args) = predicate.sql(entity, registry)
        let orderSQL = (sort.map { "\(quoted(entity.stored[entity.indexByName[$0.key] ?? 0].column)) \($0.ascending ? "ASC" : "DESC")" }
            + ["\"id\" ASC"]).joined(separator: ", ")

        // Nothing pending above the store for this entity: SQLite does everything.
        if layers.full.isEmpty {
            let rows = try stack.pool.read { db in
                try reader.rows(where: whereSQL, arguments: args, orderBy: orderSQL, limit: limit, offset: offset, db)
            }
            return rows.map { Candidate(identity: $0.identity, row: $0.row, base: $0.row, version: $0.version) }
        }

        // Rows the overlay touches are read by ID and judged in memory; the others are judged
        // by SQLite, which only has to return enough of them to fill the page.
        let full = layers.full, ancestors = layers.ancestors
        let touched = Array(Set(full.updated.keys).union(full.deleted))
        let touchedRowIDs = registry.permanentIDs(of: touched).compactMap(\.rowID)
        let touchedSet = Set(touched)
        let storeLimit = limit.map { $0 + offset + touchedRowIDs.count }
        let (plain, changed) = try stack.pool.read { db in
            (try reader.rows(where: whereSQL, arguments: args, orderBy: orderSQL, limit: storeLimit, offset: 0, db),
             try reader.rows(ids: touchedRowIDs, db))
        }
        var result: [Candidate] = []
        // A row the root is writing right now can be both in the store and still pending as an
        // insert; the pending copy is the one that counts.
        for stored in plain where !touchedSet.contains(stored.identity) && full.inserted[stored.identity] == nil {
            result.append(Candidate(identity: stored.identity, row: stored.row, base: stored.row, version: stored.version))
        }
        for stored in changed where full.inserted[stored.identity] == nil {
            guard let row = full.row(for: stored.identity, storeRow: stored.row),
                  predicate.evaluate(row, entity) == true else { continue }
            result.append(Candidate(identity: stored.identity, row: row,
                                    base: ancestors.row(for: stored.identity, storeRow: stored.row), version: stored.version))
        }
        for (identity, row) in full.inserted where predicate.evaluate(row, entity) == true {
            result.append(Candidate(identity: identity, row: row, base: ancestors.inserted[identity], version: 0))
        }
        result.sort { a, b in
            for (i, ascending) in sortIndexes {
                let c = PropertyValue.compare(a.row[i], b.row[i])
                if c != 0 { return ascending ? c < 0 : c > 0 }
            }
            return sortKey(a.identity) < sortKey(b.identity)
        }
        let start = min(offset, result.count)
        let end = limit.map { min(result.count, start + $0) } ?? result.count
        return Array(result[start..<end])
    }

    /// Store rows first by row ID, then unsaved objects in creation order: SQLite's `id` order.
    private func sortKey(_ identity: ObjectID) -> Int64 {
        registry.permanent(of: identity).sortKey
    }
}
