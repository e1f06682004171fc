/// The description of one entity: its table, its stored properties (attributes and to-one
/// foreign keys, in column order) and its relationships.
public final class EntityDescription: Sendable {
    /// The entity's name, which is also its table's name.
    public let name: String
    public let attributes: [AttributeDescription]
    public let relationships: [RelationshipDescription]
    let objectType: ObjectTypeBox

    /// Attributes and to-one relationships, in the order rows store them.
    let stored: [StoredProperty]
    @usableFromInline let indexByName: [String: Int]
    /// Indexes of the stored properties a saved object must have a value for.
    let requiredIndexes: [Int]

    struct StoredProperty: Sendable {
        let name: String
        let column: String
        let kind: Kind
        let isOptional: Bool
        let defaultValue: PropertyValue?

        enum Kind: Sendable {
            case attribute(ColumnKind)
            case toOne(RelationshipDescription)
        }
    }

    init(type: ManagedObject.Type) {
        name = type.entityName
        objectType = ObjectTypeBox(type: type)
        var attributes: [AttributeDescription] = []
        var relationships: [RelationshipDescription] = []
        for key in type.properties {
            switch key.propertyDescription {
            case .attribute(let a): attributes.append(a)
            case .relationship(let r): relationships.append(r)
            }
        }
        self.attributes = attributes
        self.relationships = relationships
        var stored = attributes.map {
            StoredProperty(name: $0.name, column: $0.name, kind: .attribute($0.columnType),
                           isOptional: $0.isOptional, defaultValue: $0.defaultValue)
        }
        for r in relationships where !r.isToMany {
            stored.append(StoredProperty(name: r.name, column: r.column, kind: .toOne(r),
                                         isOptional: r.isOptional, defaultValue: .null))
        }
        self.stored = stored
        var index: [String: Int] = [:]
        for (i, p) in stored.enumerated() { index[p.name] = i }
        indexByName = index
        requiredIndexes = stored.indices.filter { !stored[$0].isOptional }
    }

    /// A new object's row: every property at its default.
    var defaultRow: Row { Row(stored.map { $0.defaultValue ?? .null }) }

    func relationship(named name: String) -> RelationshipDescription? {
        relationships.first { $0.name == name }
    }

    /// The to-one relationships, for ordering inserts after the rows they point to.
    var toOneDestinations: [String] {
        relationships.filter { !$0.isToMany }.map(\.destination)
    }
}

/// A managed-object class, carried inside a `Sendable` description. Only its `init` is used.
/// `@unchecked`: a metatype of a non-Sendable class is not Sendable, yet it holds no state.
struct ObjectTypeBox: @unchecked Sendable {
    let type: ManagedObject.Type
}

/// The set of entities a container stores.
///
/// ```swift
/// let model = try Model([Problem.self, Attempt.self, TestResult.self])
/// ```
public final class Model: Sendable {
    public let entities: [EntityDescription]
    private let byName: [String: EntityDescription]
    /// Entity names ordered so that every to-one destination comes before its source.
    let insertOrder: [String]

    public init(_ types: [ManagedObject.Type]) throws {
        let entities = types.map { EntityDescription(type: $0) }
        var byName: [String: EntityDescription] = [:]
        for e in entities {
            guard byName[e.name] == nil else { throw ContextStackError.invalidModel("entity '\(e.name)' is declared twice") }
            byName[e.name] = e
        }
        for e in entities {
            for r in e.relationships {
                guard let dest = byName[r.destination] else {
                    throw ContextStackError.invalidModel("\(e.name).\(r.name) points to unknown entity '\(r.destination)'")
                }
                if r.isToMany {
                    guard let inverse = r.inverse, let back = dest.relationship(named: inverse), !back.isToMany,
                          back.destination == e.name else {
                        throw ContextStackError.invalidModel(
                            "\(e.name).\(r.name) needs an inverse to-one on '\(dest.name)' named '\(r.inverse ?? "")'")
                    }
                }
            }
        }
        self.entities = entities
        self.byName = byName
        // Depth-first topological order; self-references and cycles are left to a second pass
        // at save time (the foreign key is written after both rows exist).
        var order: [String] = []
        var visiting: Set<String> = [], done: Set<String> = []
        func visit(_ name: String) {
            if done.contains(name) || visiting.contains(name) { return }
            visiting.insert(name)
            for d in byName[name]?.toOneDestinations ?? [] where d != name { visit(d) }
            visiting.remove(name)
            done.insert(name)
            order.append(name)
        }
        for e in entities { visit(e.name) }
        insertOrder = order
    }

    public func entity(named name: String) -> EntityDescription? { byName[name] }

    func entity(for id: ObjectID) throws -> EntityDescription {
        guard let e = byName[id.entityName] else { throw ContextStackError.unknownEntity(id.entityName) }
        return e
    }
}
