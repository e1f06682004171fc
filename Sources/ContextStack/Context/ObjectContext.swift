import Foundation
import GRDB
import Synchronization

/// A scratchpad of managed objects on its own serial queue: Core Data's managed-object context.
///
/// A container has a root context (its parent is the store), a view context (child of the
/// root, the user's truth) and short-lived worker contexts (children of the view context).
/// Everything a context or its objects do runs on its queue, through `perform`,
/// `performAndWait` or `await perform`; debug builds trap on any other access.
///
/// ```swift
/// let worker = container.newWorkerContext()
/// try worker.performAndWait {
///     let result = TestResult(context: worker)
///     result.verdict = "AC"
///     try worker.save()        // pushes into the view context: its next block sees it
/// }
/// ```
///
/// `@unchecked`: its mutable state is confined to its queue (debug builds check), and what
/// other queues read is behind `Mutex`es or `PublishedState`.
public final class ObjectContext: @unchecked Sendable {
    /// A name for messages and notifications ("root", "view", "worker 3").
    public let name: String
    /// The context this one saves into; nil for the root, which saves to the store.
    public let parent: ObjectContext?
    let stack: StackCore
    let queue: DispatchQueue

    /// Pending changes and the children's batches taken in, copied by descendants; and the
    /// children's saves not taken in yet.
    let published = PublishedState()
    /// Objects materialized in this context, by identity. Confined to the queue.
    var registered: [ObjectID: ManagedObject] = [:]
    /// Objects with edits not yet published (see `publishPendingEdits`).
    var dirty: [ManagedObject] = []
    /// The root's last failed automatic write, reported by `PersistentContainer.flush()`.
    var lastWriteError: (any Error)?
    /// The root has taken in children's batches it has not written yet (a failed write).
    var hasUnwrittenBatches = false

    private let settings = Mutex(Settings())
    private struct Settings {
        var mergePolicy = MergePolicy.error
        var automaticallyMergesChangesFromParent = false
    }

    private let childList = Mutex<[WeakContext]>([])
    let observers = Mutex<[Observer]>([])

    /// - Parameter qos: the queue's quality of service. The view context serves the user;
    ///   the root's disk writes and worker contexts are background work and yield to it
    ///   (libdispatch maps QoS to thread priority on Linux too).
    init(name: String, parent: ObjectContext?, stack: StackCore, qos: DispatchQoS = .utility) {
        self.name = name
        self.parent = parent
        self.stack = stack
        self.queue = DispatchQueue(label: "prep.context-stack.\(name)", qos: qos)
        parent?.childList.withLock { list in
            list.removeAll { $0.context == nil }
            list.append(WeakContext(context: self))
        }
    }

    var registry: IDRegistry { stack.registry }

    /// How a save into the store resolves rows changed by another writer. Default: `.error`.
    public var mergePolicy: MergePolicy {
        get { settings.withLock { $0.mergePolicy } }
        set { settings.withLock { $0.mergePolicy = newValue } }
    }

    /// When true, the context refreshes its objects whenever its parent's state changes
    /// (a sibling's save, the parent's own save, the store's write), and posts
    /// objects-did-change for them.
    public var automaticallyMergesChangesFromParent: Bool {
        get { settings.withLock { $0.automaticallyMergesChangesFromParent } }
        set { settings.withLock { $0.automaticallyMergesChangesFromParent = newValue } }
    }

    /// A new private-queue child of this context.
    public func newChildContext(name: String? = nil) -> ObjectContext {
        ObjectContext(name: name ?? "child of \(self.name)", parent: self, stack: stack, qos: .background)
    }

    var children: [ObjectContext] { childList.withLock { $0.compactMap(\.context) } }

    // MARK: - Queue

    /// Enqueues `block` on the context's queue and returns at once.
    public func perform(_ block: @escaping @Sendable () -> Void) {
        queue.async { [self] in run(block) }
    }

    /// The same as `perform(_:)`, under a name that async code can call without the awaiting
    /// overload of `perform` being chosen.
    public func enqueue(_ block: @escaping @Sendable () -> Void) {
        perform(block)
    }

    /// Runs `block` on the context's queue and waits for it. Re-entrant: called from a block
    /// already running for this context (even through other contexts' `performAndWait`), it
    /// runs inline instead of deadlocking.
    public func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        if Confinement.isEntered(ObjectIdentifier(self)) { return try block() }
        return try queue.sync { try run(block) }
    }

    /// Runs a block as this context's: takes in what the children saved since the last block,
    /// runs it, then publishes its edits. Descendants see a context's state between blocks,
    /// never half of one, and the context's own state changes only here.
    private func run<T>(_ block: () throws -> T) rethrows -> T {
        try Confinement.enter(ObjectIdentifier(self)) {
            takeArrivals()
            defer { publishPendingEdits() }
            return try block()
        }
    }

    /// Folds the children's batches taken in into the pending changes, when the context is
    /// about to read or change its objects (fetches and saves do without: the overlay and the
    /// save pass the batches on as they are).
    func mergeIncoming() {
        if published.ownerValue.incoming.isEmpty { return }
        published.mutate { $0.mergeIncoming() }
    }

    /// The same for one entity, before reading or changing one of its objects: touching a card
    /// must not cost a merge of the hundred thousand rows a worker saved into another table.
    func mergeIncoming(entity name: String) {
        if published.ownerValue.incoming.isEmpty { return }
        published.mutate { $0.mergeIncoming(entity: name) }
    }

    /// Moves the edits objects hold locally into the published pending changes, in one
    /// critical section.
    func publishPendingEdits() {
        guard !dirty.isEmpty else { return }
        let policy = mergePolicy
        let objects = dirty
        dirty.removeAll(keepingCapacity: true)
        published.mutate { state in
            for object in objects {
                let name = object.entity.name, id = object.identity
                if let row = object.localRow {
                    state.pending.entities[name, default: EntityChanges()].inserted[id] = row
                } else if let changes = object.localChanges, !object.isDeleted {
                    let base = object.snapshot ?? Row(repeating: .null, count: object.entity.stored.count)
                    let fresh = RowUpdate(values: [:], base: base, baseVersion: object.snapshotVersion, mergePolicy: policy)
                    state.pending.entities[name, default: EntityChanges()].updated[id, default: fresh]
                        .values.merge(changes) { _, new in new }
                }
            }
        }
        for object in objects {
            object.localRow = nil
            object.localChanges = nil
            object.isDirty = false
        }
    }

    private func markDirty(_ object: ManagedObject) {
        if !object.isDirty {
            object.isDirty = true
            dirty.append(object)
        }
    }

    /// Runs `block` on the context's queue from Swift concurrency. What it returns must be
    /// `Sendable`, so objects cannot escape the queue; return their IDs.
    public func perform<T: Sendable>(_ block: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            perform { continuation.resume(with: Result { try block() }) }
        }
    }

    /// Traps in debug builds when the caller is not running on this context's queue.
    @inline(__always)
    func assertOnQueue(_ object: ManagedObject? = nil, _ function: StaticString = #function) {
        #if DEBUG
        if !Confinement.isEntered(ObjectIdentifier(self)) {
            let what = object.map { "\($0.identity) of " } ?? ""
            preconditionFailure("ContextStack: \(what)the '\(name)' context used outside its queue (\(function)); "
                + "wrap the access in perform or performAndWait")
        }
        #endif
    }

    // MARK: - Objects

    func entityDescription(for type: ManagedObject.Type) -> EntityDescription {
        guard let entity = stack.model.entity(named: type.entityName) else {
            preconditionFailure("entity '\(type.entityName)' is not in the container's model")
        }
        return entity
    }

    /// Inserts a new object of `type`.
    public func insert<T: ManagedObject>(_ type: T.Type) -> T {
        let entity = entityDescription(for: type)
        let object = T(ObjectInitializer(context: self, entity: entity,
                                         identity: ObjectID.makeTemporary(entityName: entity.name),
                                         snapshot: nil, version: 0))
        registerInserted(object)
        return object
    }

    func registerInserted(_ object: ManagedObject) {
        assertOnQueue(object)
        object.localRow = object.entity.defaultRow
        markDirty(object)
        registered[object.identity] = object
    }

    /// The object for `id` in this context, as a fault if it is not loaded yet. Reading a fault
    /// loads it; if the object no longer exists it reads as deleted.
    public func object(with id: ObjectID) -> ManagedObject {
        assertOnQueue()
        mergeIncoming(entity: id.entityName)
        let identity = registry.identity(of: id)
        if let object = registered[identity] { return object }
        let entity: EntityDescription
        do { entity = try stack.model.entity(for: identity) } catch {
            preconditionFailure("ContextStack: \(id) names an entity the model lacks")
        }
        let object = entity.objectType.type.init(ObjectInitializer(
            context: self, entity: entity, identity: identity, snapshot: nil, version: 0))
        registered[identity] = object
        return object
    }

    /// The object for `id`, loaded now. Throws `objectNotFound` if neither this context, its
    /// ancestors nor the store has it.
    public func existingObject(with id: ObjectID) throws -> ManagedObject {
        assertOnQueue()
        mergeIncoming(entity: id.entityName)
        let identity = registry.identity(of: id)
        if let object = registered[identity] {
            if object.isDeleted { throw ContextStackError.objectNotFound(id) }
            if object.snapshot == nil, !isInsertedHere(object) { try fireFault(object) }
            if object.isDeleted { throw ContextStackError.objectNotFound(id) }
            return object
        }
        let entity = try stack.model.entity(for: identity)
        // Pushed here by a child: the context's own pending changes hold its values.
        publishPendingEdits()
        if let own = published.ownerValue.pending.entities[entity.name] {
            if own.deleted[identity] != nil { throw ContextStackError.objectNotFound(id) }
            if own.inserted[identity] != nil { return object(with: identity) }
        }
        guard let (row, version) = try loadRow(identity, entity: entity) else {
            throw ContextStackError.objectNotFound(id)
        }
        let object = entity.objectType.type.init(ObjectInitializer(
            context: self, entity: entity, identity: identity, snapshot: row, version: version))
        registered[identity] = object
        return object
    }

    /// Typed `existingObject(with:)`.
    public func existingObject<T: ManagedObject>(with id: ObjectID, as type: T.Type) throws -> T {
        guard let object = try existingObject(with: id) as? T else { throw ContextStackError.objectNotFound(id) }
        return object
    }

    /// Loads a fault's snapshot from the parent chain and the store.
    func fireFault(_ object: ManagedObject) throws {
        if let (row, version) = try loadRow(object.identity, entity: object.entity) {
            object.snapshot = row
            object.snapshotVersion = version
        } else {
            object.snapshot = object.entity.defaultRow
            object.isDeleted = true
        }
    }

    /// The row of `identity` as the ancestors and the store hold it (not this context).
    func loadRow(_ identity: ObjectID, entity: EntityDescription) throws -> (Row, Int64)? {
        let layers = collectLayers(entity: entity.name)
        let overlay = layers.ancestors
        if overlay.deleted.contains(identity) { return nil }
        if let row = overlay.inserted[identity] { return (row, 0) }
        guard let rowID = registry.permanent(of: identity).rowID else { return nil }
        let reader = StoreReader(stack: stack, entity: entity)
        guard let stored = try stack.pool.read({ db in try reader.rows(ids: [rowID], db) }).first else { return nil }
        return overlay.row(for: identity, storeRow: stored.row).map { ($0, stored.version) }
    }

    // MARK: - Values

    func isInsertedHere(_ object: ManagedObject) -> Bool {
        assertOnQueue(object)
        if object.localRow != nil { return true }
        return published.ownerValue.pending.entities[object.entity.name]?.inserted[object.identity] != nil
    }

    func hasChanges(_ object: ManagedObject) -> Bool {
        assertOnQueue(object)
        if object.localRow != nil || object.localChanges != nil { return true }
        guard let changes = published.ownerValue.pending.entities[object.entity.name] else { return false }
        let id = object.identity
        return changes.inserted[id] != nil || changes.updated[id] != nil || changes.deleted[id] != nil
    }

    @usableFromInline
    func value(of object: ManagedObject, at index: Int) -> PropertyValue {
        assertOnQueue(object)
        mergeIncoming(entity: object.entity.name)
        if let row = object.localRow { return row[index] }
        if let value = object.localChanges?[index] { return value }
        let id = object.identity
        if let changes = published.ownerValue.pending.entities[object.entity.name] {
            if let row = changes.inserted[id] { return row[index] }
            if let value = changes.updated[id]?.values[index] { return value }
        }
        if object.snapshot == nil { try? fireFault(object) }
        return object.snapshot?[index] ?? .null
    }

    @usableFromInline
    func setValue(_ value: PropertyValue, of object: ManagedObject, at index: Int) {
        assertOnQueue(object)
        mergeIncoming(entity: object.entity.name)
        guard !object.isDeleted else { return }
        var value = value
        if case .object(let id) = value { value = .object(registry.identity(of: id)) }
        if object.localRow != nil {
            object.localRow?[index] = value
            return
        }
        if object.localChanges == nil {
            if let row = published.ownerValue.pending.entities[object.entity.name]?.inserted[object.identity] {
                object.localRow = row
                object.localRow?[index] = value
                markDirty(object)
                return
            }
            if object.snapshot == nil { try? fireFault(object) }
            object.localChanges = [:]
            markDirty(object)
        }
        object.localChanges?[index] = value
    }

    // MARK: - Delete

    /// Deletes `object`, applying its relationships' delete rules: cascade deletes the related
    /// objects, nullify clears their reference, deny refuses (and then nothing is deleted).
    public func delete(_ object: ManagedObject) throws {
        assertOnQueue(object)
        mergeIncoming()
        var order: [ManagedObject] = []
        var seen: Set<ObjectID> = []
        var nullify: [(ManagedObject, Int)] = []
        var denied: [(ManagedObject, String, [ManagedObject])] = []
        var queue = [object]
        while let next = queue.popLast() {
            guard seen.insert(next.identity).inserted, !next.isDeleted else { continue }
            order.append(next)
            for relationship in next.entity.relationships {
                let related = try relatedObjects(of: next, via: relationship)
                guard !related.isEmpty else { continue }
                switch relationship.deleteRule {
                case .cascade:
                    queue.append(contentsOf: related)
                case .deny:
                    denied.append((next, relationship.name, related))
                case .nullify:
                    if relationship.isToMany, let inverse = relationship.inverse,
                       let i = related.first?.entity.indexByName[inverse] {
                        nullify.append(contentsOf: related.map { ($0, i) })
                    }
                }
            }
        }
        for (owner, relationship, related) in denied where related.contains(where: { !seen.contains($0.identity) }) {
            throw ContextStackError.deleteDenied(object: registry.permanent(of: owner.identity),
                                                 relationship: relationship, relatedCount: related.count)
        }
        for (related, index) in nullify where !seen.contains(related.identity) {
            setValue(.null, of: related, at: index)
        }
        for doomed in order { markDeleted(doomed) }
    }

    private func relatedObjects(of object: ManagedObject, via relationship: RelationshipDescription) throws -> [ManagedObject] {
        if relationship.isToMany {
            guard let inverse = relationship.inverse, let destination = stack.model.entity(named: relationship.destination) else { return [] }
            return try fetchObjects(entity: destination,
                                    predicate: .compare(key: inverse, .equal, .object(object.identity)),
                                    sort: [], limit: nil, offset: 0)
        }
        guard let i = object.entity.indexByName[relationship.name],
              case .object(let id) = value(of: object, at: i) else { return [] }
        let destination = self.object(with: id)
        if destination.snapshot == nil, !isInsertedHere(destination) { try fireFault(destination) }
        return destination.isDeleted ? [] : [destination]
    }

    private func markDeleted(_ object: ManagedObject) {
        publishPendingEdits()
        let id = object.identity, name = object.entity.name
        let policy = mergePolicy
        if published.ownerValue.pending.entities[name]?.inserted[id] != nil {
            published.mutate { _ = $0.pending.entities[name]?.inserted.removeValue(forKey: id) }
            registered.removeValue(forKey: id)
        } else {
            if object.snapshot == nil { try? fireFault(object) }
            let version = published.ownerValue.pending.entities[name]?.updated[id]?.baseVersion ?? object.snapshotVersion
            published.mutate { s in
                s.pending.entities[name, default: EntityChanges()].updated.removeValue(forKey: id)
                s.pending.entities[name, default: EntityChanges()].deleted[id] = RowDelete(baseVersion: version, mergePolicy: policy)
            }
        }
        object.isDeleted = true
    }

    // MARK: - State

    /// True when the context has changes its parent has not seen.
    public var hasChanges: Bool {
        assertOnQueue()
        publishPendingEdits()
        return !published.ownerValue.pending.isEmpty || !published.ownerValue.incoming.isEmpty
    }

    public var insertedObjects: [ManagedObject] { objects { $0.insertedIDs } }
    public var updatedObjects: [ManagedObject] { objects { $0.updatedIDs } }
    public var deletedObjects: [ManagedObject] { objects { $0.deletedIDs } }

    private func objects(_ ids: (ChangeSet) -> [ObjectID]) -> [ManagedObject] {
        assertOnQueue()
        mergeIncoming()
        publishPendingEdits()
        return ids(published.ownerValue.pending).compactMap { registered[$0] }.sorted { $0.identity.sortKey < $1.identity.sortKey }
    }

    /// Discards every pending change: inserted objects are gone, changed ones read their saved
    /// values again, deleted ones come back.
    public func rollback() {
        assertOnQueue()
        mergeIncoming()
        publishPendingEdits()
        lastWriteError = nil
        hasUnwrittenBatches = false
        let pending = published.ownerValue.pending
        published.mutate { $0.pending = ChangeSet() }
        for id in pending.insertedIDs {
            registered.removeValue(forKey: id)?.isDeleted = true
        }
        for id in pending.deletedIDs { registered[id]?.isDeleted = false }
    }

    /// Rolls back and forgets every registered object.
    public func reset() {
        rollback()
        registered.removeAll()
    }

    /// Reloads `object` from the parent chain on next access. With `mergeChanges` the
    /// object's pending changes are kept on top; without, they are discarded.
    public func refresh(_ object: ManagedObject, mergeChanges: Bool) {
        assertOnQueue(object)
        mergeIncoming()
        publishPendingEdits()
        if !mergeChanges, !isInsertedHere(object) {
            let id = object.identity, name = object.entity.name
            published.mutate { s in
                s.pending.entities[name]?.updated.removeValue(forKey: id)
                if s.pending.entities[name]?.deleted.removeValue(forKey: id) != nil { object.isDeleted = false }
            }
        }
        if !isInsertedHere(object) { object.snapshot = nil }
    }

    // MARK: - Permanent IDs

    /// Gives `objects` permanent IDs now, reserving their rows in the store without saving
    /// them. Every context then resolves both the temporary and the permanent ID.
    public func obtainPermanentIDs(for objects: [ManagedObject]) throws {
        assertOnQueue()
        let temporaries = objects.map(\.identity).filter { registry.permanent(of: $0).isTemporary }
        guard !temporaries.isEmpty else { return }
        let grouped = Dictionary(grouping: temporaries, by: \.entityName)
        let pairs = try StoreWriter.mapErrors(object: nil) {
            try stack.pool.write { db in
                try grouped.flatMap { entity, ids in try StoreWriter.reserveRowIDs(for: ids, entity: entity, db) }
            }
        }
        registry.register(pairs)
    }
}

/// A weak reference to a child context.
struct WeakContext: Sendable {
    weak var context: ObjectContext?
}
