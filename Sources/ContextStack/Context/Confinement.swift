import Foundation

/// Which contexts' queues the current thread is executing for.
///
/// `performAndWait` pushes its context here while its block runs, so that a nested
/// `performAndWait` on the same context (even from inside another context's block) runs inline
/// instead of deadlocking, and so that debug builds can trap when a context or one of its
/// objects is touched from anywhere else.
enum Confinement {
    private final class Entered {
        var contexts: [ObjectIdentifier] = []
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<Entered>.fromOpaque(pointer).release()
        }
        return key
    }()

    private static var entered: Entered {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Entered>.fromOpaque(pointer).takeUnretainedValue()
        }
        let entered = Entered()
        pthread_setspecific(key, Unmanaged<Entered>.passRetained(entered).toOpaque())
        return entered
    }

    static func isEntered(_ context: ObjectIdentifier) -> Bool {
        guard let pointer = pthread_getspecific(key) else { return false }
        let entered = Unmanaged<Entered>.fromOpaque(pointer).takeUnretainedValue()
        return entered.contexts.contains(context)
    }

    /// Runs `body` with `context` marked as entered on this thread.
    static func enter<T>(_ context: ObjectIdentifier, _ body: () throws -> T) rethrows -> T {
        let e = entered
        e.contexts.append(context)
        defer { e.contexts.removeLast() }
        return try body()
    }
}

/// A context's published state: written by its owner (the context, on its queue) and copied by
/// its descendants (on theirs), plus the batches its children saved into it that the owner has
/// not taken in yet.
///
/// The owner reads `ownerValue` without the lock, since nobody else writes it; everyone else
/// copies under the lock, and the owner writes under it. Children append to `arrivals` under
/// the lock, from their own queues: a child's save is visible to every other descendant at
/// once and never waits for the parent's queue, while the parent's own state stays as it was
/// until its next block takes the arrivals in (Core Data's guarantee that a context changes
/// only on its queue).
///
/// `@unchecked`: the owner reads `state` without the lock, which a `Mutex` cannot allow; this
/// is the one `NSLock` left, on the path every fetch of every context takes.
final class PublishedState: @unchecked Sendable {
    /// One child's save: its changes and the children's batches it passed on, oldest first.
    struct Arrival: Sendable {
        let bundle: [ChangeSet]
        let sender: ObjectIdentifier
    }

    private let lock = NSLock()
    private var state = PublishedChanges()
    private var arrivals: [Arrival] = []

    /// For the owner, on its queue: no other thread writes, so no lock is needed.
    var ownerValue: PublishedChanges { _read { yield state } }

    /// For the owner: mutates under the lock so that concurrent copies stay consistent.
    func mutate<R>(_ body: (inout PublishedChanges) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// For descendants: the state and the arrivals (newer than the state), copied together
    /// under the lock (copy-on-write makes it cheap).
    func snapshot() -> (state: PublishedChanges, arrivals: [Arrival]) {
        lock.lock()
        defer { lock.unlock() }
        return (state, arrivals)
    }

    /// For a child: appends its save. O(1), whatever the batch's size.
    func deliver(_ arrival: Arrival) {
        lock.lock()
        arrivals.append(arrival)
        lock.unlock()
    }

    /// For the owner: moves the arrivals into `incoming`, atomically for every reader, and
    /// returns them.
    func takeArrivals() -> [Arrival] {
        lock.lock()
        defer { lock.unlock() }
        guard !arrivals.isEmpty else { return [] }
        let taken = arrivals
        arrivals.removeAll()
        for arrival in taken { state.incoming.append(contentsOf: arrival.bundle) }
        return taken
    }
}
