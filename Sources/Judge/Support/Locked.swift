import Synchronization

// MARK: - Locked

/// A value guarded by a `Mutex`, shareable across threads (and Sendable, since its value is):
/// a class, so that one instance can be captured by escaping closures and passed around,
/// which a `Mutex` on its own (non-copyable) cannot be.
final class Locked<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    init(_ value: Value) { mutex = Mutex(value) }

    /// Runs `body` with exclusive access to the value.
    func withLock<R: Sendable>(_ body: (inout Value) throws -> R) rethrows -> R {
        try mutex.withLock { value in try body(&value) }
    }
}
