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
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw PrepError("cannot lock \(path): \(String(cString: strerror(errno)))") }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    /// Runs `body` holding this store's lock (the start-up lock): for the rare writes that
    /// must check and insert as one step across processes, such as a problem's one review card.
    public func exclusively<R>(_ body: () throws -> R) throws -> R {
        try Self.withStartupLock(home: file.deletingLastPathComponent(), body)
    }
}
