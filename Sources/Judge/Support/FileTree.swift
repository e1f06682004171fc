import Foundation

// MARK: - FileTree

/// Small file-system helpers shared by the judge.
enum FileTree {
    /// A regular file found under a root, with its path relative to the root.
    struct Entry {
        var url: URL
        var relativePath: String
    }

    /// Every regular file under `root` (or `root` itself when it is a file), sorted by relative
    /// path; entries whose name starts with a dot are skipped.
    static func files(under root: URL) throws -> [Entry] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        if !isDirectory.boolValue { return [Entry(url: root, relativePath: root.lastPathComponent)] }
        var result: [Entry] = []
        func walk(_ folder: URL, prefix: String) throws {
            for name in try manager.contentsOfDirectory(atPath: folder.path).sorted() where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var childIsDirectory: ObjCBool = false
                guard manager.fileExists(atPath: url.path, isDirectory: &childIsDirectory) else { continue }
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                if childIsDirectory.boolValue {
                    try walk(url, prefix: relative)
                } else {
                    result.append(Entry(url: url, relativePath: relative))
                }
            }
        }
        try walk(root, prefix: "")
        return result.sorted { $0.relativePath < $1.relativePath }
    }

    /// Whether a path exists and is a directory.
    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The sorted, non-hidden entry names of a folder (empty when it does not exist).
    static func names(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasPrefix(".") }
            .sorted()
    }

    /// Creates a fresh, uniquely named folder under `parent`.
    static func makeTemporaryFolder(in parent: URL, prefix: String) throws -> URL {
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        var template = Array(parent.appendingPathComponent(prefix + "XXXXXX").path.utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ buffer -> UnsafeMutablePointer<CChar>? in
            guard let base = buffer.baseAddress else { return nil }
            return mkdtemp(base)
        }) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: parent.path])
        }
        return URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    /// Copies a file or folder tree, replacing what is at `destination`.
    static func copy(_ source: URL, to destination: URL) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: destination.path) { try manager.removeItem(at: destination) }
        try manager.copyItem(at: source, to: destination)
    }

    /// Total size in bytes of the regular files under `root`.
    static func size(of root: URL) -> Int64 {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.fileSizeKey]) else {
            return 0
        }
        var total: Int64 = 0
        for case let url as URL in enumerator {
            total += Int64((try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
        }
        return total
    }

    /// Reads at most `limit` bytes of a file.
    static func head(of url: URL, limit: Int) -> Data {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return Data() }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: limit)) ?? Data()
    }

    /// The size of one file in bytes (0 when missing).
    static func fileSize(_ url: URL) -> Int64 {
        var info = stat()
        return stat(url.path, &info) == 0 ? Int64(info.st_size) : 0
    }
}
