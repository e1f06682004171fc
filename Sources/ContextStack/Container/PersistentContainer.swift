import Foundation
import GRDB
import CContextStack
import GRDBSQLite
import Synchronization

/// What every context of one container shares: the model, the store and the ID registry.
final class StackCore: Sendable {
    let model: Model
    let pool: DatabasePool
    let registry: IDRegistry

    init(model: Model, pool: DatabasePool) {
        self.model = model
        self.pool = pool
        registry = IDRegistry(entityNames: model.entities.map(\.name))
    }
}

/// The store and the stack of contexts on top of it: Core Data's `NSPersistentContainer`.
///
/// ```swift
/// var migrator = DatabaseMigrator()
/// migrator.registerMigration("v1") { db in try model.createTables(db) }
/// let container = try PersistentContainer(path: "prep.sqlite", model: model, migrator: migrator)
/// try container.viewContext.performAndWait {
///     let note = Note(context: container.viewContext)
///     note.body = "Heaps: push negatives for a max-heap."
///     try container.viewContext.save()
/// }
/// try container.flush()   // before the process exits
/// ```
public final class PersistentContainer: Sendable {
    public let model: Model
    /// The root context: its parent is the store, its save is one SQLite transaction. Imports
    /// from outside the user (the problem catalogue) are written here.
    public let rootContext: ObjectContext
    /// The user's single source of truth, child of the root. Its saves are written to disk by
    /// the root in the background.
    public let viewContext: ObjectContext
    /// The file's path.
    public let path: String
    let stack: StackCore
    private let busyTimeout: TimeInterval
    private let workerCount = Atomic<Int>(0)

    /// Opens (creating if needed) the store at `path` in WAL mode and runs `migrator`.
    ///
    /// - Throws: `ContextStackError.storeUnavailable` with a one-line reason when the folder
    ///   is missing or unwritable, the file is not a database, or a migration fails.
    public init(path: String, model: Model, migrator: DatabaseMigrator, busyTimeout: TimeInterval = 30) throws {
        _ = Self.sqliteConfigured
        var configuration = Configuration()
        // Several processes may write at once (a solve, a note, stats): wait for the lock
        // instead of failing with "database is locked".
        configuration.busyMode = .timeout(busyTimeout)
        configuration.label = "prep"
        configuration.prepareDatabase { db in
            // WAL with synchronous=NORMAL survives a killed process with every committed
            // transaction; only a power cut can lose the last few.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            // Keep the -wal file (and its last frames) when the last connection closes, as
            // Core Data does. GRDB makes sure the pool's -wal file exists and is not empty by
            // creating and dropping a table when it is missing: with SQLite's default (delete
            // the -wal at close) that DDL ran at every open, taking the write lock and bumping
            // the schema cookie, so every other process's prepared statements were re-prepared.
            var persist: Int32 = 1
            _ = sqlite3_file_control(db.sqliteConnection, "main", SQLITE_FCNTL_PERSIST_WAL, &persist)
            // A connection's close does not checkpoint: a process that only read must not write
            // (SQLite's close folds the whole log into the database, with three fsyncs, each time).
            // The process that wrote does it, once, in `foldLog()`.
            _ = cs_sqlite_no_checkpoint_on_close(db.sqliteConnection)
        }
        let pool: DatabasePool
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            try migrator.migrate(pool)
        } catch let error as DatabaseError {
            throw ContextStackError.storeUnavailable(path: path, reason: error.message ?? error.resultCode.description)
        } catch {
            throw ContextStackError.storeUnavailable(path: path, reason: error.localizedDescription)
        }
        self.model = model
        self.path = path
        self.busyTimeout = busyTimeout
        stack = StackCore(model: model, pool: pool)
        rootContext = ObjectContext(name: "root", parent: nil, stack: stack, qos: .background)
        viewContext = ObjectContext(name: "view", parent: rootContext, stack: stack, qos: .userInitiated)
    }

    /// SQLite keeps memory statistics under one process-wide mutex taken around every
    /// allocation (Debian's build has no lookaside memory, so that is every allocation). The
    /// root's writes take it so often that a fetch on the view context would queue behind a
    /// background writer preempted while holding it: benchmark P4's loaded p99 was 0.7–7.7 ms
    /// with the statistics on and 0.5–1.0 ms with them off, side by side. Done once, before
    /// SQLite initializes (if something else in the process initialized it first, SQLite
    /// refuses and nothing changes).
    private static let sqliteConfigured: Void = { _ = cs_sqlite_disable_memstatus() }()

    /// Folds the write-ahead log into the database and cuts it to one frame, if this process
    /// wrote to the store and the log has grown past `foldLogAbove`: what a process calls once,
    /// before it exits. The log stays bounded, so the next process to open the store reads at
    /// most that much of it (SQLite rebuilds its index from every frame at the first open)
    /// instead of every page written since SQLite's last checkpoint (megabytes), and a process
    /// that only reads writes nothing (connections do not checkpoint at close). Below the
    /// bound nothing is done: a small write pays no checkpoint and fsyncs. One frame, not none:
    /// GRDB's pool writes a table into an empty log at open. The frame is a no-op write of
    /// `user_version`, which leaves the schema as it was. Another process reading or writing at
    /// that moment makes the checkpoint give up after a fifth of a second and leave the log as
    /// it is; a later writer folds it.
    public func foldLog() {
        var info = stat()
        guard stat(path + "-wal", &info) == 0, info.st_size > Self.foldLogAbove else { return }
        try? stack.pool.writeWithoutTransaction { db in
            guard db.totalChangesCount > 0 else { return }
            try db.execute(sql: "PRAGMA busy_timeout = 200")
            defer { try? db.execute(sql: "PRAGMA busy_timeout = \(Int(busyTimeout * 1000))") }
            guard let result = try GRDB.Row.fetchOne(db, sql: "PRAGMA wal_checkpoint(TRUNCATE)"), result[0] as Int? == 0 else { return }
            let version = try Int.fetchOne(db, sql: "PRAGMA user_version") ?? 0
            try db.execute(sql: "PRAGMA user_version = \(version)")
        }
    }

    /// The log's size past which `foldLog()` folds it: 128 frames of 4 KiB pages, read at the
    /// next open in a fraction of a millisecond.
    public static let foldLogAbove = 512 << 10

    /// A read-only window onto the store, for reports (aggregates) that need no objects. All
    /// writes go through the contexts.
    public var reader: any DatabaseReader { stack.pool }

    /// A new short-lived private-queue child of the view context: one per unit of background
    /// work. Saving it pushes its changes into the view context.
    public func newWorkerContext(name: String? = nil) -> ObjectContext {
        let n = workerCount.add(1, ordering: .relaxed).newValue
        return viewContext.newChildContext(name: name ?? "worker \(n)")
    }

    /// Runs `body` on a new worker context's queue.
    public func performBackgroundTask<T: Sendable>(_ body: @escaping @Sendable (ObjectContext) throws -> T) async throws -> T {
        let worker = newWorkerContext()
        return try await worker.perform { try body(worker) }
    }

    /// Waits until everything saved into the root so far is on disk.
    ///
    /// - Throws: the error of the root's last automatic write if it failed (its changes are
    ///   still pending in the root).
    public func flush() throws {
        try rootContext.performAndWait { try rootContext.writeReceived() }
    }

    /// `flush()` for Swift concurrency.
    public func flush() async throws {
        try await rootContext.perform { [rootContext] in try rootContext.writeReceived() }
    }
}
