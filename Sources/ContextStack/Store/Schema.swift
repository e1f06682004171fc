import GRDB

extension Model {
    /// Creates every entity's table, for a migration:
    ///
    /// ```swift
    /// migrator.registerMigration("v1") { db in try model.createTables(db) }
    /// ```
    ///
    /// Each table has `id INTEGER PRIMARY KEY AUTOINCREMENT` (so that reserved row IDs are
    /// never reused), a `version` for optimistic locking, a column per attribute (NOT NULL
    /// unless optional) and a foreign key per to-one relationship whose ON DELETE action
    /// follows the inverse relationship's delete rule.
    public func createTables(_ db: Database) throws {
        for name in insertOrder {
            guard let entity = entity(named: name) else { continue }
            try createTable(for: entity, db)
        }
    }

    /// Creates one entity's table (for a later migration that adds an entity).
    public func createTable(for entity: EntityDescription, _ db: Database) throws {
        var columns = ["\"id\" INTEGER PRIMARY KEY AUTOINCREMENT", "\"version\" INTEGER NOT NULL DEFAULT 1"]
        var indexes: [String] = []
        let table = quoted(entity.name)
        for attribute in entity.attributes {
            columns.append("\(quoted(attribute.name)) \(attribute.columnType.rawValue)\(attribute.isOptional ? "" : " NOT NULL")")
            if attribute.isUnique || attribute.isIndexed {
                indexes.append("CREATE \(attribute.isUnique ? "UNIQUE " : "")INDEX \(quoted("\(entity.name)_\(attribute.name)")) ON \(table)(\(quoted(attribute.name)))")
            }
        }
        for relationship in entity.relationships where !relationship.isToMany {
            columns.append("\(quoted(relationship.column)) INTEGER\(relationship.isOptional ? "" : " NOT NULL") "
                + "REFERENCES \(quoted(relationship.destination))(\"id\") ON DELETE \(onDelete(relationship, of: entity))")
            indexes.append("CREATE INDEX \(quoted("\(entity.name)_\(relationship.column)")) ON \(table)(\(quoted(relationship.column)))")
        }
        try db.execute(sql: "CREATE TABLE \(table) (\(columns.joined(separator: ", ")))")
        for index in indexes { try db.execute(sql: index) }
    }

    /// The SQL action matching the delete rule of the to-many side that lists these rows.
    private func onDelete(_ relationship: RelationshipDescription, of entity: EntityDescription) -> String {
        let toMany = self.entity(named: relationship.destination)?.relationships.first {
            $0.isToMany && $0.inverse == relationship.name && $0.destination == entity.name
        }
        switch toMany?.deleteRule {
        case .cascade: return "CASCADE"
        case .deny: return "RESTRICT"
        case .nullify: return relationship.isOptional ? "SET NULL" : "RESTRICT"
        case nil: return relationship.isOptional ? "SET NULL" : "RESTRICT"
        }
    }
}
