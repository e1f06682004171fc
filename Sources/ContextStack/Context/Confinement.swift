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

/// State written by one owner (a context, on its queue) and copied by others (its descendants,
/// on theirs). The owner reads without the lock, since nobody else writes; everyone else reads
/// under the lock, and the owner writes under it.
final class OwnedState<State>: @unchecked Sendable {
    private let lock = NSLock()
    private var state: State

    init(_ state: State) { self.state = state }

    /// For the owner, on its queue: no other thread writes, so no lock is needed.
    var ownerValue: State { _read { yield state } }

    /// For the owner: mutates under the lock so that concurrent copies stay consistent.
    func mutate<R>(_ body: (inout State) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// For anyone: a copy taken under the lock (copy-on-write makes it cheap).
    func snapshot() -> State {
        lock.lock()
        defer { lock.unlock() }
        return state
    }
}
