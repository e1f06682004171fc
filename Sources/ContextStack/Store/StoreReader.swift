import GRDB

/// A row read from the store.
struct StoredRow {
    let identity: ObjectID
    let row: Row
    let version: Int64
}

/// Reads one entity's rows on a reader connection (a WAL snapshot: `pool.read` is a read
/// transaction), decoding foreign keys into object identities.
struct StoreReader {
    let stack: StackCore
    let entity: EntityDescription

    private var selection: String {
        (["\"id\"", "\"version\""] + entity.stored.map { quoted($0.column) }).joined(separator: ", ")
    }

    func rows(where condition: String, arguments: [DatabaseValue], orderBy: String, limit: Int?, offset: Int,
              _ db: Database) throws -> [StoredRow] {
        var sql = "SELECT \(selection) FROM \(quoted(entity.name)) WHERE \(condition) ORDER BY \(orderBy)"
        if let limit { sql += " LIMIT \(limit)" } else if offset > 0 { sql += " LIMIT -1" }
        if offset > 0 { sql += " OFFSET \(offset)" }
        return try decode(GRDB.Row.fetchCursor(db, sql: sql, arguments: StatementArguments(arguments)))
    }

    func rows(ids: [Int64], _ db: Database) throws -> [StoredRow] {
        var result: [StoredRow] = []
        var start = 0
        // Bounded IN lists: SQLite caps the number of bound parameters.
        while start < ids.count {
            let chunk = ids[start..<min(ids.count, start + 900)]
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
            let sql = "SELECT \(selection) FROM \(quoted(entity.name)) WHERE \"id\" IN (\(marks)) ORDER BY \"id\""
            result += try decode(GRDB.Row.fetchCursor(db, sql: sql, arguments: StatementArguments(Array(chunk))))
            start += chunk.count
        }
        return result
    }

    func count(where condition: String, arguments: [DatabaseValue], _ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(quoted(entity.name)) WHERE \(condition)",
                         arguments: StatementArguments(arguments)) ?? 0
    }

    private func decode(_ cursor: RowCursor) throws -> [StoredRow] {
        var result: [StoredRow] = []
        let stored = entity.stored
        let registry = stack.registry
        while let dbRow = try cursor.next() {
            let rowID: Int64 = dbRow[0]
            let version: Int64 = dbRow[1]
            var row = Row()
            row.reserveCapacity(stored.count)
            for (i, property) in stored.enumerated() {
                let value = PropertyValue(dbRow[i + 2] as DatabaseValue)
                if case .toOne(let relationship) = property.kind, case .integer(let target) = value {
                    row.append(.object(registry.identity(of: ObjectID(entityName: relationship.destination, rowID: target))))
                } else {
                    row.append(value)
                }
            }
            result.append(StoredRow(identity: registry.identity(of: ObjectID(entityName: entity.name, rowID: rowID)),
                                    row: row, version: version))
        }
        return result
    }
}
