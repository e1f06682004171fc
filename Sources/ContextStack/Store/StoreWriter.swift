import GRDB

/// Writes a root context's pending changes to the store in one transaction.
///
/// Inserts go in dependency order (destinations of to-one relationships first, a second pass
/// for cycles), then updates with their optimistic-locking check, then deletes, dependents
/// first. Any failure rolls the whole transaction back.
struct StoreWriter {
    let stack: StackCore

    struct Outcome {
        var inserted: [ObjectID] = []
        var updated: [ObjectID] = []
        var deleted: [ObjectID] = []
        /// New row versions, by identity, for the root's own objects.
        var versions: [ObjectID: Int64] = [:]
        var ownWrites: [(id: ObjectID, from: Int64, to: Int64)] = []
    }

    func write(_ changes: ChangeSet) throws -> Outcome {
        var tentative: [ObjectID] = []
        do {
            let outcome = try Self.mapErrors(object: nil) {
                try stack.pool.write { db in try write(changes, db, tentative: &tentative) }
            }
            stack.registry.recordOwnWrites(outcome.ownWrites)
            return outcome
        } catch {
            // The reserved row IDs were rolled back with the transaction.
            stack.registry.unregister(tentative)
            throw error
        }
    }

    private func write(_ changes: ChangeSet, _ db: Database, tentative: inout [ObjectID]) throws -> Outcome {
        let model = stack.model, registry = stack.registry
        var outcome = Outcome()
        let entities = model.insertOrder.compactMap { name -> (EntityDescription, EntityChanges)? in
            guard let e = model.entity(named: name), let c = changes.entities[name], !c.isEmpty else { return nil }
            return (e, c)
        }

        // Row IDs for new objects, registered before commit so that a concurrent fetch that
        // sees the committed row also sees it is the pending object it already knows.
        var insertOrder: [String: [ObjectID]] = [:]
        for (entity, c) in entities where !c.inserted.isEmpty {
            let ids = c.inserted.keys.map { ($0.sortKey, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
            insertOrder[entity.name] = ids
            let need = zip(ids, registry.permanentIDs(of: ids)).filter { $0.1.isTemporary }.map(\.0)
            guard !need.isEmpty else { continue }
            let pairs = try Self.reserveRowIDs(for: need, entity: entity.name, db)
            registry.register(pairs)
            tentative += need
        }

        // Inserts.
        var deferred: [(entity: EntityDescription, property: Int, source: ObjectID, target: ObjectID)] = []
        for (entity, c) in entities where !c.inserted.isEmpty {
            let columns = ["id", "version"] + entity.stored.map(\.column)
            let statement = try PreparedRows("INSERT INTO \(quoted(entity.name)) (\(columns.map(quoted).joined(separator: ", "))) VALUES (?, 1\(String(repeating: ", ?", count: entity.stored.count)))", db)
            let ids = insertOrder[entity.name] ?? []
            var arguments: [DatabaseValue] = []
            arguments.reserveCapacity(entity.stored.count + 1)
            for (id, permanent) in zip(ids, registry.permanentIDs(of: ids)) {
                guard let row = c.inserted[id] else { continue }
                arguments.removeAll(keepingCapacity: true)
                arguments.append((permanent.rowID ?? 0).databaseValue)
                for (i, value) in row.enumerated() {
                    if let bound = Self.databaseValue(value, registry) {
                        arguments.append(bound)
                    } else if case .object(let target) = value {
                        // A cycle within this save: write the key once the target has its row.
                        arguments.append(.null)
                        deferred.append((entity, i, permanent, target))
                    }
                }
                do {
                    try statement.execute(arguments)
                } catch let error as DatabaseError {
                    throw ContextStackError.saveFailed(object: permanent, reason: error.message ?? error.resultCode.description)
                }
                outcome.inserted.append(permanent)
            }
        }
        for link in deferred {
            let target = registry.permanent(of: link.target)
            let property = link.entity.stored[link.property]
            guard let targetRow = target.rowID, let sourceRow = link.source.rowID else {
                throw ContextStackError.saveFailed(object: link.source,
                    reason: "'\(property.name)' points to \(target), which was never saved")
            }
            try Self.mapErrors(object: link.source) {
                try db.execute(sql: "UPDATE \(quoted(link.entity.name)) SET \(quoted(property.column)) = ? WHERE id = ?",
                               arguments: [targetRow, sourceRow])
            }
        }

        // Updates, with the optimistic-locking check.
        var conflicts: [MergeConflict] = []
        for (entity, c) in entities where !c.updated.isEmpty {
            for (id, update) in c.updated.sorted(by: { $0.key.sortKey < $1.key.sortKey }) {
                let permanent = registry.permanent(of: id)
                guard permanent.rowID != nil else { continue }
                let expected = registry.effectiveVersion(of: permanent, basedOn: update.baseVersion)
                let written = try writeUpdate(entity, permanent, values: update.values, expectedVersion: expected, db)
                if written {
                    outcome.updated.append(permanent)
                    outcome.versions[id] = expected + 1
                    outcome.ownWrites.append((permanent, expected, expected + 1))
                    continue
                }
                if let conflict = try resolveConflict(entity, permanent, update, snapshotVersion: expected, db, &outcome) {
                    conflicts.append(conflict)
                }
            }
        }
        if !conflicts.isEmpty { throw ContextStackError.mergeConflicts(conflicts) }

        // Deletes, dependents first.
        for (entity, c) in entities.reversed() where !c.deleted.isEmpty {
            for (id, delete) in c.deleted.sorted(by: { $0.key.sortKey < $1.key.sortKey }) {
                let permanent = registry.permanent(of: id)
                guard let rowID = permanent.rowID else { continue }
                let expected = registry.effectiveVersion(of: permanent, basedOn: delete.baseVersion)
                let table = quoted(entity.name)
                try Self.mapErrors(object: permanent) {
                    try db.execute(sql: "DELETE FROM \(table) WHERE id = ? AND version = ?", arguments: [rowID, expected])
                }
                if db.changesCount == 1 {
                    outcome.deleted.append(permanent)
                    continue
                }
                guard let current = try Int64.fetchOne(db, sql: "SELECT version FROM \(table) WHERE id = ?", arguments: [rowID]) else {
                    outcome.deleted.append(permanent)  // already gone: the goal is reached
                    continue
                }
                switch delete.mergePolicy {
                case .error:
                    conflicts.append(MergeConflict(objectID: permanent, snapshotVersion: expected,
                                                   storeVersion: current, properties: []))
                case .storeWins, .rollback:
                    outcome.updated.append(permanent)  // kept: contexts refresh it
                case .inMemoryWins, .overwrite:
                    try Self.mapErrors(object: permanent) {
                        try db.execute(sql: "DELETE FROM \(table) WHERE id = ?", arguments: [rowID])
                    }
                    outcome.deleted.append(permanent)
                }
            }
        }
        if !conflicts.isEmpty { throw ContextStackError.mergeConflicts(conflicts) }
        return outcome
    }

    /// Writes `values`; with `expectedVersion` only if the row still has that version.
    private func writeUpdate(_ entity: EntityDescription, _ id: ObjectID, values: [Int: PropertyValue],
                             expectedVersion: Int64?, newVersion: Int64? = nil, _ db: Database) throws -> Bool {
        guard let rowID = id.rowID else { return false }
        let indexes = values.keys.sorted()
        var assignments = indexes.map { "\(quoted(entity.stored[$0].column)) = ?" }
        var arguments: [DatabaseValue] = []
        for i in indexes {
            guard let bound = Self.databaseValue(values[i] ?? .null, stack.registry) else {
                throw ContextStackError.saveFailed(object: id, reason: "'\(entity.stored[i].name)' points to an object that was never saved")
            }
            arguments.append(bound)
        }
        if let newVersion {
            assignments.append("\"version\" = ?")
            arguments.append(newVersion.databaseValue)
        } else {
            assignments.append("\"version\" = \"version\" + 1")
        }
        var sql = "UPDATE \(quoted(entity.name)) SET \(assignments.joined(separator: ", ")) WHERE id = ?"
        arguments.append(rowID.databaseValue)
        if let expectedVersion {
            sql += " AND version = ?"
            arguments.append(expectedVersion.databaseValue)
        }
        try Self.mapErrors(object: id) {
            try db.execute(sql: sql, arguments: StatementArguments(arguments))
        }
        return db.changesCount == 1
    }

    /// Applies the update's merge policy to a row another writer changed. Returns the conflict
    /// when the policy is `error`.
    private func resolveConflict(_ entity: EntityDescription, _ id: ObjectID, _ update: RowUpdate,
                                 snapshotVersion: Int64, _ db: Database,
                                 _ outcome: inout Outcome) throws -> MergeConflict? {
        guard let rowID = id.rowID else { return nil }
        let reader = StoreReader(stack: stack, entity: entity)
        guard let current = try reader.rows(ids: [rowID], db).first else {
            if update.mergePolicy == .error {
                return MergeConflict(objectID: id, snapshotVersion: snapshotVersion, storeVersion: nil, properties: [])
            }
            outcome.deleted.append(id)
            return nil
        }
        let storeChanged = Set(entity.stored.indices.filter {
            update.base.indices.contains($0) && PropertyValue.compare(current.row[$0], update.base[$0]) != 0
        })
        let memoryChanged = Set(update.values.keys)
        var toWrite: [Int: PropertyValue] = [:]
        switch update.mergePolicy {
        case .error:
            let both = storeChanged.intersection(memoryChanged)
            let named = (both.isEmpty ? storeChanged : both).sorted().map { entity.stored[$0].name }
            return MergeConflict(objectID: id, snapshotVersion: snapshotVersion, storeVersion: current.version,
                                 properties: named)
        case .storeWins:
            for i in memoryChanged.subtracting(storeChanged) { toWrite[i] = update.values[i] }
        case .inMemoryWins:
            toWrite = update.values
        case .overwrite:
            for i in entity.stored.indices { toWrite[i] = update.values[i] ?? update.base[i] }
        case .rollback:
            break
        }
        let newVersion = current.version + 1
        if !toWrite.isEmpty {
            _ = try writeUpdate(entity, id, values: toWrite, expectedVersion: nil, newVersion: newVersion, db)
            outcome.ownWrites.append((id, current.version, newVersion))
        }
        outcome.updated.append(id)
        return nil
    }

    // MARK: - Helpers

    /// The SQLite value for a stored property; nil for a reference to an object with no row yet.
    static func databaseValue(_ value: PropertyValue, _ registry: IDRegistry) -> DatabaseValue? {
        switch value {
        case .null: .null
        case .integer(let v): v.databaseValue
        case .real(let v): v.databaseValue
        case .text(let v): v.databaseValue
        case .blob(let v): v.databaseValue
        case .object(let id): registry.permanent(of: id).rowID?.databaseValue
        }
    }

    /// Reserves row IDs for new objects by advancing the table's AUTOINCREMENT counter in
    /// `sqlite_sequence`: SQLite itself then never hands those IDs to anyone else.
    static func reserveRowIDs(for temporaries: [ObjectID], entity name: String, _ db: Database) throws -> [(temporary: ObjectID, permanent: ObjectID)] {
        let table = quoted(name)
        try db.execute(sql: """
            INSERT INTO sqlite_sequence(name, seq)
            SELECT ?, COALESCE((SELECT MAX(id) FROM \(table)), 0)
            WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?)
            """, arguments: [name, name])
        try db.execute(sql: """
            UPDATE sqlite_sequence SET seq = MAX(seq, COALESCE((SELECT MAX(id) FROM \(table)), 0)) + ? WHERE name = ?
            """, arguments: [temporaries.count, name])
        let last = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = ?", arguments: [name]) ?? 0
        let first = last - Int64(temporaries.count) + 1
        return temporaries.enumerated().map { offset, id in
            (id, ObjectID(entityName: name, rowID: first + Int64(offset)))
        }
    }

    /// Turns GRDB errors into `saveFailed` naming the object being written.
    static func mapErrors<T>(object: ObjectID?, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as DatabaseError {
            throw ContextStackError.saveFailed(object: object, reason: error.message ?? error.resultCode.description)
        }
    }
}
