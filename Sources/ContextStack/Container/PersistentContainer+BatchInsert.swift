import GRDB

extension PersistentContainer {
    /// Inserts rows straight into the store through the root's queue, without materializing
    /// objects, in one transaction; then tells the view context (objects-did-change) which IDs
    /// appeared.
    ///
    /// ```swift
    /// let ids = try container.batchInsert(Problem.self, columns: ["slug", "name"],
    ///                                     rows: [[.text("two-sum"), .text("Two Sum")]])
    /// ```
    ///
    /// - Parameters:
    ///   - columns: stored property names (attributes, or to-one relationships whose values
    ///     are `.object(id)` or `.integer(rowID)`); properties not named get their default.
    /// - Returns: the new objects' permanent IDs, in row order.
    @discardableResult
    public func batchInsert<T: ManagedObject>(_ type: T.Type, columns: [String], rows: [[PropertyValue]]) throws -> [ObjectID] {
        guard let entity = model.entity(named: type.entityName) else { throw ContextStackError.unknownEntity(type.entityName) }
        let indexes = try columns.map { name -> Int in
            guard let i = entity.indexByName[name] else { throw ContextStackError.unknownProperty(entity: entity.name, property: name) }
            return i
        }
        let registry = stack.registry
        let ids: [ObjectID] = try rootContext.performAndWait {
            try StoreWriter.mapErrors(object: nil) {
                try stack.pool.write { db -> [ObjectID] in
                    let placeholders = rows.indices.map { _ in ObjectID.makeTemporary(entityName: entity.name) }
                    let reserved = try StoreWriter.reserveRowIDs(for: placeholders, entity: entity.name, db)
                    let names = ["id", "version"] + entity.stored.map(\.column)
                    let statement = try PreparedRows("INSERT INTO \(quoted(entity.name)) (\(names.map(quoted).joined(separator: ", "))) VALUES (?, 1\(String(repeating: ", ?", count: entity.stored.count)))", db)
                    var template = [DatabaseValue](repeating: .null, count: entity.stored.count + 1)
                    for (k, property) in entity.stored.enumerated() {
                        template[k + 1] = StoreWriter.databaseValue(property.defaultValue ?? .null, registry) ?? .null
                    }
                    for (n, row) in rows.enumerated() {
                        guard row.count == indexes.count else {
                            throw ContextStackError.saveFailed(object: nil, reason: "batch row \(n) has \(row.count) values for \(indexes.count) columns")
                        }
                        let id = reserved[n].permanent
                        var arguments = template
                        arguments[0] = (id.rowID ?? 0).databaseValue
                        for (k, i) in indexes.enumerated() {
                            guard let bound = StoreWriter.databaseValue(row[k], registry) else {
                                throw ContextStackError.saveFailed(object: id, reason: "'\(entity.stored[i].name)' points to an object that was never saved")
                            }
                            arguments[i + 1] = bound
                        }
                        try StoreWriter.mapErrors(object: id) { try statement.execute(arguments) }
                    }
                    return reserved.map(\.permanent)
                }
            }
        }
        let note = ContextNotification(name: .objectsDidChange, contextName: viewContext.name,
                                       inserted: Set(ids), updated: [], deleted: [])
        viewContext.perform { [viewContext] in viewContext.post(note) }
        return ids
    }
}
