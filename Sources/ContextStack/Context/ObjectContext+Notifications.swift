import Synchronization

/// What a context tells its observers: which objects a save or a merge inserted, updated and
/// deleted. IDs are permanent where the store has assigned them.
public struct ContextNotification: Sendable {
    public enum Name: Sendable {
        /// The context saved: into its parent, or for the root, to disk.
        case didSave
        /// The context's objects changed because of a child's save, a batch insert, or a merge
        /// from its parent.
        case objectsDidChange
    }

    public let name: Name
    /// The name of the context that posted it.
    public let contextName: String
    public let inserted: Set<ObjectID>
    public let updated: Set<ObjectID>
    public let deleted: Set<ObjectID>
}

struct Observer: Sendable {
    let token: UInt64
    let name: ContextNotification.Name
    weak var receiver: ObjectContext?
    let handler: @Sendable (ContextNotification) -> Void
}

/// Keeps an observation alive; `cancel()` (or dropping the last reference to the stream it
/// feeds) ends it.
public final class ObserverToken: Sendable {
    let id: UInt64
    weak let sender: ObjectContext?

    init(id: UInt64, sender: ObjectContext) {
        self.id = id
        self.sender = sender
    }

    public func cancel() {
        sender?.observers.withLock { $0.removeAll { $0.token == id } }
    }
}

private let observerCounter = Atomic<UInt64>(0)

extension ObjectContext {
    /// Calls `handler` whenever this context posts `name`, on `receiver`'s queue (by default
    /// this context's own).
    ///
    /// ```swift
    /// let token = worker.addObserver(.didSave, deliveringOn: container.viewContext) { note in
    ///     print("worker saved", note.inserted.count)
    /// }
    /// ```
    @discardableResult
    public func addObserver(_ name: ContextNotification.Name, deliveringOn receiver: ObjectContext? = nil,
                            _ handler: @escaping @Sendable (ContextNotification) -> Void) -> ObserverToken {
        let id = observerCounter.add(1, ordering: .relaxed).newValue
        observers.withLock { $0.append(Observer(token: id, name: name, receiver: receiver ?? self, handler: handler)) }
        return ObserverToken(id: id, sender: self)
    }

    /// The notifications this context posts, as an async sequence.
    public func notifications(_ name: ContextNotification.Name) -> AsyncStream<ContextNotification> {
        let (stream, continuation) = AsyncStream<ContextNotification>.makeStream()
        let token = addObserver(name) { continuation.yield($0) }
        continuation.onTermination = { _ in token.cancel() }
        return stream
    }

    /// Whether anyone would receive `name` from this context: observers, or (for merges)
    /// children that merge automatically. Building a notification for a 100,000-row save
    /// costs real time, so it is built only then.
    func isObserved(_ name: ContextNotification.Name) -> Bool {
        observers.withLock { $0.contains { $0.name == name && $0.receiver != nil } }
    }

    /// Posts the notification `make` builds, if anyone listens.
    func post(_ name: ContextNotification.Name, _ make: () -> ContextNotification) {
        if isObserved(name) { post(make()) }
    }

    func post(_ note: ContextNotification) {
        guard !(note.inserted.isEmpty && note.updated.isEmpty && note.deleted.isEmpty) else { return }
        for observer in observers.withLock({ $0 }) where observer.name == note.name {
            guard let receiver = observer.receiver else { continue }
            if Confinement.isEntered(ObjectIdentifier(receiver)) {
                observer.handler(note)  // already on the receiver's queue
            } else {
                receiver.perform { observer.handler(note) }
            }
        }
    }

    func makeNotification(_ name: ContextNotification.Name, _ bundle: [ChangeSet]) -> ContextNotification {
        ContextNotification(name: name, contextName: self.name,
                            inserted: Set(registry.permanentIDs(of: bundle.flatMap(\.insertedIDs))),
                            updated: Set(registry.permanentIDs(of: bundle.flatMap(\.updatedIDs))),
                            deleted: Set(registry.permanentIDs(of: bundle.flatMap(\.deletedIDs))))
    }
}
