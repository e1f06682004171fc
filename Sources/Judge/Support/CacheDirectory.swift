public import Foundation

// MARK: - CacheDirectory

/// Where the judge keeps what it can rebuild: compiled programs, generated tests, derived
/// time limits and toolchain versions.
public enum CacheDirectory {
    /// `$PREP_CACHE`, else `$XDG_CACHE_HOME/prep`, else `~/.cache/prep`.
    public static var `default`: URL {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["PREP_CACHE"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("prep", isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".cache/prep", isDirectory: true)
    }
}

// MARK: - Atomic files

enum AtomicFile {
    /// Writes through a temporary file and a rename, so readers never see half a file.
    static func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".tmp-\(UUID().uuidString)")
        try data.write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }

    /// Runs `body` holding an exclusive `flock` on `lockFile` (created if needed).
    static func withLock<R>(_ lockFile: URL, _ body: () throws -> R) rethrows -> R {
        try? FileManager.default.createDirectory(at: lockFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(lockFile.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        if fd >= 0 { _ = flock(fd, LOCK_EX) }
        defer {
            if fd >= 0 {
                _ = flock(fd, LOCK_UN)
                close(fd)
            }
        }
        return try body()
    }
}
