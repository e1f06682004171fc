/// How a save resolves an optimistic-locking conflict: the row changed in the store (another
/// process or another stack wrote it) since the object's snapshot was taken.
///
/// The names follow Core Data's merge policies.
public enum MergePolicy: String, Sendable, CaseIterable {
    /// The save fails with `ContextStackError.mergeConflicts`, naming the objects and
    /// properties; nothing is written. The default.
    case error
    /// Property by property, the store's changes win; in-memory changes to properties the
    /// store did not change are kept (Core Data's `mergeByPropertyStoreTrump`).
    case storeWins
    /// Property by property, the in-memory changes win; the store's changes to other
    /// properties are kept (Core Data's `mergeByPropertyObjectTrump`).
    case inMemoryWins
    /// The object's whole in-memory state replaces the row (Core Data's `overwrite`).
    case overwrite
    /// The in-memory changes of conflicting objects are discarded (Core Data's `rollback`).
    case rollback
}
