public import Foundation

// MARK: - CompileCache

/// Compiled programs on disk, keyed by the language declaration, the compiler's version and
/// the sources' hash. Only prep writes here, never a program it runs (boxes do not see the
/// cache), and every entry records the SHA-256 of its files, checked before each use. Safe for several prep processes at once: an entry is built in a
/// temporary folder and renamed into place (a rename of a folder is atomic; the loser of a
/// race discards its copy), and eviction holds an exclusive `flock`.
public struct CompileCache: Sendable {
    /// The folder holding the entries.
    public var root: URL
    /// The cache is trimmed to this size, least recently used entries first.
    public var maxBytes: Int64

    public init(root: URL, maxBytes: Int64 = 1 << 30) {
        self.root = root
        self.maxBytes = maxBytes
    }

    /// The cache inside a prep cache folder (`<cache>/programs`).
    public init(cacheDirectory: URL, maxBytes: Int64 = 1 << 30) {
        self.init(root: cacheDirectory.appendingPathComponent("programs", isDirectory: true), maxBytes: maxBytes)
    }

    /// The entry for `key`, marked as used, when present and complete.
    func lookup(_ key: String) -> URL? {
        let entry = root.appendingPathComponent(key, isDirectory: true)
        guard FileManager.default.fileExists(atPath: entry.appendingPathComponent("entry.json").path) else { return nil }
        utimes(entry.path, nil)
        return entry
    }

    /// Removes the entry for `key` (it failed its check).
    func discard(_ key: String) {
        let entry = root.appendingPathComponent(key, isDirectory: true)
        let doomed = root.appendingPathComponent(".doomed-\(UUID().uuidString)")
        if rename(entry.path, doomed.path) == 0 { FileTree.forceRemove(doomed) }
    }

    /// A fresh folder to build an entry in.
    func makeStaging() throws -> URL {
        try TemporaryFolders.make(kind: "staging", in: root, hidden: true)
    }

    /// Moves a built staging folder into place; returns the entry (someone else's, if they won).
    func commit(_ staging: URL, as key: String) throws -> URL {
        defer { TemporaryFolders.remove(staging) }
        let entry = root.appendingPathComponent(key, isDirectory: true)
        if rename(staging.path, entry.path) != 0 {
            try? FileManager.default.removeItem(at: staging)
            guard lookup(key) != nil else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: entry.path])
            }
        }
        trim()
        return entry
    }

    /// Removes least recently used entries until the cache fits `maxBytes`.
    func trim() {
        AtomicFile.withLock(root.appendingPathComponent(".lock")) {
            let manager = FileManager.default
            let names = (try? manager.contentsOfDirectory(atPath: root.path)) ?? []
            var entries: [(url: URL, used: Date, size: Int64)] = []
            var total: Int64 = 0
            for name in names where !name.hasPrefix(".") {
                let url = root.appendingPathComponent(name)
                let used = (try? manager.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? .distantPast
                let size = FileTree.size(of: url)
                entries.append((url, used, size))
                total += size
            }
            guard total > maxBytes else { return }
            for entry in entries.sorted(by: { $0.used < $1.used }) where total > maxBytes {
                // Rename first so a concurrent reader never sees a half-deleted entry.
                let doomed = root.appendingPathComponent(".doomed-\(UUID().uuidString)")
                if rename(entry.url.path, doomed.path) == 0 { try? manager.removeItem(at: doomed) }
                total -= entry.size
            }
        }
    }
}
