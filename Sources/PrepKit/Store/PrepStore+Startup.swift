import Foundation

extension PrepStore {
    /// Runs `body` holding the start-up lock of the store in `home` (an `flock` on
    /// `<home>/prep.lock`): opening the store (its migrations), recovering abandoned attempts
    /// and syncing the catalogue happen in one process at a time. Any number of prep commands
    /// may start together: one does the work, the others wait for it and then find it done,
    /// so none fails because another is running. The kernel releases the lock when a process
    /// dies, even by SIGKILL.
    /// - Throws: `PrepError` when the lock file cannot be made; whatever `body` throws.
    public static func withStartupLock<R>(home: URL, _ body: () throws -> R) throws -> R {
        let fd = try lockStartup(home: home)
        defer { unlockStartup(fd) }
        return try body()
    }

    /// Runs `body` holding this store's lock (the start-up lock): for the rare writes that
    /// must check and insert as one step across processes, such as a problem's one review card.
    public func exclusively<R>(_ body: () throws -> R) throws -> R {
        try Self.withStartupLock(home: file.deletingLastPathComponent(), body)
    }

    /// `exclusively` for Swift concurrency: the wait for the lock happens on a Dispatch thread,
    /// not on one of the cooperative pool's few threads. (An flock belongs to the open file,
    /// not to a thread, so it is released wherever `body` finishes.)
    public func exclusively<R: Sendable>(_ body: () async throws -> R) async throws -> R {
        let home = file.deletingLastPathComponent()
        let fd = try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(with: Result { try Self.lockStartup(home: home) }) }
        }
        defer { Self.unlockStartup(fd) }
        return try await body()
    }

    /// Opens `<home>/prep.lock` and waits for its exclusive flock; returns the descriptor.
    private static func lockStartup(home: URL) throws -> Int32 {
        do {
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw PrepError("cannot create PREP_HOME \(home.path): \(error.localizedDescription)")
        }
        let path = home.appendingPathComponent("prep.lock").path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw PrepError("cannot open \(path): \(String(cString: strerror(errno)))")
        }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(fd)
                throw PrepError("cannot lock \(path): \(reason)")
            }
        }
        return fd
    }

    private static func unlockStartup(_ fd: Int32) {
        flock(fd, LOCK_UN)
        close(fd)
    }
}

extension PrepStore {
    /// What every command does first: opens the store (running its migrations), marks the
    /// attempts a dead process left running as interrupted, and brings the catalogue up to date
    /// with the problems folder, all under the start-up lock, so that commands started
    /// together each find the work done or do it, one at a time.
    /// - Returns: the store, and the catalogue sync's report when `syncCatalogue`.
    public static func startUp(_ paths: PrepPaths, syncCatalogue: Bool = true) throws -> (PrepStore, CatalogueSync.Report?) {
        try withStartupLock(home: paths.home) {
            let store = try PrepStore(home: paths.home)
            try store.recoverAbandonedAttempts()
            let report = syncCatalogue ? try CatalogueSync(store: store).sync(folder: paths.problems) : nil
            return (store, report)
        }
    }
}
