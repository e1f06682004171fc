/// A typed key for one property of an entity, used to declare the entity and to read, write,
/// filter and sort by that property.
///
/// ```swift
/// final class Attempt: ManagedObject {
///     static let verdict = Attribute<String>("verdict")
///     static let problem = ToOne<Problem>("problem", inverse: "attempts")
///     override class var properties: [any PropertyKey] { [verdict, problem] }
///     var verdict: String { get { self[Self.verdict] } set { self[Self.verdict] = newValue } }
/// }
/// ```
public protocol PropertyKey: Sendable {
    var name: String { get }
    var propertyDescription: PropertyDescription { get }
}

/// What an entity declares about one property.
public enum PropertyDescription: Sendable {
    case attribute(AttributeDescription)
    case relationship(RelationshipDescription)
}

/// What happens to related objects when an object is deleted (Core Data's delete rules).
public enum DeleteRule: String, Sendable {
    /// Related objects stay; their reference to the deleted object becomes nil.
    case nullify
    /// Related objects are deleted too.
    case cascade
    /// The delete is refused while related objects exist.
    case deny
}

public struct AttributeDescription: Sendable {
    public let name: String
    public let columnType: ColumnKind
    public let isOptional: Bool
    /// The value a new object starts with; nil for none (then a non-optional attribute must be
    /// set before the object is saved).
    public let defaultValue: PropertyValue?
    /// Whether the column gets an index.
    public let isIndexed: Bool
    /// Whether the schema enforces one row per value (a UNIQUE index).
    public let isUnique: Bool
}

public struct RelationshipDescription: Sendable {
    public let name: String
    /// The destination's entity name, resolved lazily so that entities can refer to each other.
    let destinationName: @Sendable () -> String
    public let isToMany: Bool
    /// The name of the relationship on the destination that points back.
    public let inverse: String?
    public let deleteRule: DeleteRule
    public let isOptional: Bool

    public var destination: String { destinationName() }
    /// The foreign-key column of a to-one relationship.
    public var column: String { name + "Id" }
}

/// An attribute holding a `Value` (an optional type makes an optional attribute).
public struct Attribute<Value: AttributeValue>: PropertyKey {
    public let name: String
    public let propertyDescription: PropertyDescription

    public init(_ name: String, default defaultValue: Value? = nil, indexed: Bool = false, unique: Bool = false) {
        self.name = name
        self.propertyDescription = .attribute(AttributeDescription(
            name: name, columnType: Value.columnType, isOptional: Value.isOptional,
            defaultValue: defaultValue?.propertyValue ?? (Value.isOptional ? .null : nil),
            isIndexed: indexed, isUnique: unique))
    }
}

/// A to-one relationship to a `Destination`, stored as a foreign key.
public struct ToOne<Destination: ManagedObject>: PropertyKey {
    public let name: String
    public let propertyDescription: PropertyDescription

    /// - Parameters:
    ///   - inverse: the to-many relationship on the destination that lists this object.
    ///   - deleteRule: what deleting *this* object does to the destination (usually nullify).
    ///   - optional: whether the object may be saved without a destination.
    public init(_ name: String, inverse: String? = nil, deleteRule: DeleteRule = .nullify, optional: Bool = true) {
        self.name = name
        self.propertyDescription = .relationship(RelationshipDescription(
            name: name, destinationName: { Destination.entityName }, isToMany: false,
            inverse: inverse, deleteRule: deleteRule, isOptional: optional))
    }

    /// The foreign-key column that stores it (`<name>Id`), for raw SQL.
    public var column: String { name + "Id" }
}

/// A to-many relationship: the `Destination` objects whose inverse to-one points here.
public struct ToMany<Destination: ManagedObject>: PropertyKey {
    public let name: String
    public let propertyDescription: PropertyDescription

    /// - Parameters:
    ///   - inverse: the to-one relationship on the destination that holds the foreign key.
    ///   - deleteRule: what deleting this object does to the related objects.
    public init(_ name: String, inverse: String, deleteRule: DeleteRule = .nullify) {
        self.name = name
        self.propertyDescription = .relationship(RelationshipDescription(
            name: name, destinationName: { Destination.entityName }, isToMany: true,
            inverse: inverse, deleteRule: deleteRule, isOptional: true))
    }
}
