/// An object bound to one context: a row of its entity, as that context sees it.
///
/// Why a base class: Swift has no runtime to synthesize storage the way Core Data does, and
/// macros would hide what is going on. A base class keeps every object a real reference type
/// (identity, confinement to one context) while subclasses add only typed accessors over
/// `subscript(key)`. The values themselves live in the context's pending changes and the
/// object's snapshot, which is what lets children see a parent's unsaved objects.
///
/// Objects are not `Sendable`: the compiler refuses to move them across isolation domains.
/// Pass `objectID` instead, and resolve it with `object(with:)` in the other context.
///
/// ```swift
/// final class Note: ManagedObject {
///     override class var entityName: String { "note" }
///     static let body = Attribute<String>("body")
///     override class var properties: [any PropertyKey] { [body] }
///     var body: String { get { self[Self.body] } set { self[Self.body] = newValue } }
/// }
/// let note = Note(context: context)
/// note.body = "Two pointers: shrink from the side that cannot improve."
/// ```
open class ManagedObject {
    /// The entity's name, which is also its table's name. Subclasses must override it.
    open class var entityName: String {
        preconditionFailure("\(Self.self) must override `class var entityName`")
    }

    /// The entity's attributes and relationships. Subclasses override it.
    open class var properties: [any PropertyKey] { [] }

    /// The context the object belongs to.
    public unowned let managedObjectContext: ObjectContext
    @usableFromInline let entity: EntityDescription
    /// The ID contexts key the object by; never changes (see `IDRegistry`).
    let identity: ObjectID
    /// The row as the parent chain held it when last loaded; nil while the object is a fault.
    var snapshot: Row?
    /// The row version the snapshot was read at (0 for an object not yet in the store).
    var snapshotVersion: Int64 = 0
    /// True once the object is deleted in its context, or found gone when its fault fired.
    public internal(set) var isDeleted = false
    /// Edits made in the current block, not yet published to the context's pending changes:
    /// the whole row of an object new in this context, or the changed properties of another.
    var localRow: Row?
    var localChanges: [Int: PropertyValue]?
    var isDirty = false

    /// Internal: objects are made by their context (`init(context:)`, `insert`, fetches).
    public required init(_ initializer: ObjectInitializer) {
        managedObjectContext = initializer.context
        entity = initializer.entity
        identity = initializer.identity
        snapshot = initializer.snapshot
        snapshotVersion = initializer.version
    }

    /// Inserts a new object of this type into `context`.
    public convenience init(context: ObjectContext) {
        let entity = context.entityDescription(for: Self.self)
        self.init(ObjectInitializer(context: context, entity: entity,
                                    identity: ObjectID.makeTemporary(entityName: entity.name),
                                    snapshot: nil, version: 0))
        context.registerInserted(self)
    }

    /// The object's ID: permanent once the store has a row for it, temporary before.
    public var objectID: ObjectID {
        managedObjectContext.assertOnQueue(self)
        return managedObjectContext.registry.permanent(of: identity)
    }

    /// True while the object is new in its context (not yet saved to the parent).
    public var isInserted: Bool { managedObjectContext.isInsertedHere(self) }

    /// True when the object has unsaved changes in its context.
    public var hasChanges: Bool { managedObjectContext.hasChanges(self) }

    // MARK: - Values

    /// The value of a stored property by name, for generic code; typed keys are preferred.
    public func value(forKey key: String) throws -> PropertyValue {
        guard let i = entity.indexByName[key] else {
            throw ContextStackError.unknownProperty(entity: entity.name, property: key)
        }
        return managedObjectContext.value(of: self, at: i)
    }

    public func setValue(_ value: PropertyValue, forKey key: String) throws {
        guard let i = entity.indexByName[key] else {
            throw ContextStackError.unknownProperty(entity: entity.name, property: key)
        }
        managedObjectContext.setValue(value, of: self, at: i)
    }

    @inlinable
    public subscript<Value: AttributeValue>(key: Attribute<Value>) -> Value {
        get {
            let v = managedObjectContext.value(of: self, at: index(of: key.name))
            return Value.decode(v) ?? Value.placeholder
        }
        set {
            managedObjectContext.setValue(newValue.propertyValue, of: self, at: index(of: key.name))
        }
    }

    public subscript<Destination: ManagedObject>(key: ToOne<Destination>) -> Destination? {
        get {
            guard case .object(let id) = managedObjectContext.value(of: self, at: index(of: key.name)) else { return nil }
            return managedObjectContext.object(with: id) as? Destination
        }
        set {
            let value: PropertyValue = newValue.map { .object($0.identity) } ?? .null
            managedObjectContext.setValue(value, of: self, at: index(of: key.name))
        }
    }

    /// The ID a to-one relationship points to, without materializing the destination.
    public func objectID<Destination>(for key: ToOne<Destination>) -> ObjectID? {
        guard case .object(let id) = managedObjectContext.value(of: self, at: index(of: key.name)) else { return nil }
        return managedObjectContext.registry.permanent(of: id)
    }

    /// The objects whose inverse to-one points here, as this context sees them (pending changes
    /// of the context and its ancestors included), in row order.
    public subscript<Destination: ManagedObject>(key: ToMany<Destination>) -> [Destination] {
        guard let relationship = entity.relationship(named: key.name), let inverse = relationship.inverse else { return [] }
        let request = FetchRequest<Destination>(.compare(key: inverse, .equal, .object(identity)))
        return (try? managedObjectContext.fetch(request)) ?? []
    }

    @usableFromInline
    func index(of name: String) -> Int {
        guard let i = entity.indexByName[name] else {
            preconditionFailure("entity '\(entity.name)' has no stored property '\(name)'")
        }
        return i
    }
}

/// What a context hands to `ManagedObject.init`; only the context stack can make one.
public struct ObjectInitializer {
    let context: ObjectContext
    let entity: EntityDescription
    let identity: ObjectID
    let snapshot: Row?
    let version: Int64
}

// MARK: - CustomStringConvertible

extension ManagedObject: CustomStringConvertible {
    public var description: String {
        "<\(type(of: self)) \(identity)\(isDeleted ? " deleted" : "")>"
    }
}
