import Foundation

// MARK: - FileTree

/// Small file-system helpers shared by the judge.
enum FileTree {
    /// A regular file found under a root, with its path relative to the root.
    struct Entry {
        var url: URL
        var relativePath: String
        /// With `keepingLinksInside`: a link whose target is outside the root, never followed
        /// (its text).
        var outsideLink: String?
    }

    /// Every regular file under `root` (or `root` itself when it is a file), sorted by relative
    /// path; entries whose name starts with a dot are skipped. With `keepingLinksInside`, a link
    /// leading out of `root` is listed with its text (`outsideLink`) and neither read nor walked.
    static func files(under root: URL, keepingLinksInside: Bool = false) throws -> [Entry] {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: root.path])
        }
        if !isDirectory.boolValue { return [Entry(url: root, relativePath: root.lastPathComponent)] }
        var result: [Entry] = []
        let base = Toolchain.realPath(root.path)
        func walk(_ folder: URL, prefix: String) throws {
            for name in try manager.contentsOfDirectory(atPath: folder.path).sorted() where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var childIsDirectory: ObjCBool = false
                guard manager.fileExists(atPath: url.path, isDirectory: &childIsDirectory) else { continue }
                let relative = prefix.isEmpty ? name : prefix + "/" + name
                if keepingLinksInside, let target = try? manager.destinationOfSymbolicLink(atPath: url.path) {
                    let real = Toolchain.realPath(url.path)
                    if real != base && !real.hasPrefix(base + "/") {
                        result.append(Entry(url: url, relativePath: relative, outsideLink: target))
                        continue
                    }
                }
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

    /// The entries of `folder` whose names are not UTF-8, shown with their odd bytes escaped
    /// (`add\xff`): Foundation cannot name them, so a package or test would vanish silently.
    static func nonUTF8Names(in folder: URL) -> [String] {
        guard let directory = opendir(folder.path) else { return [] }
        defer { closedir(directory) }
        var found: [String] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard String(validating: bytes, as: UTF8.self) == nil else { continue }
            found.append(bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16) }.joined())
        }
        return found.sorted()
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

    /// Reads at most `limit` bytes of a regular file, not following a link (empty otherwise):
    /// for files a program in a box left, which prep reads outside it.
    static func plainFileHead(of url: URL, limit: Int) -> Data {
        let fd = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return Data() }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return Data() }
        var buffer = [UInt8](repeating: 0, count: limit)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, limit) }
        return Data(buffer.prefix(max(0, count)))
    }

    /// The size of one file in bytes (0 when missing).
    static func fileSize(_ url: URL) -> Int64 {
        var info = stat()
        return stat(url.path, &info) == 0 ? Int64(info.st_size) : 0
    }

    /// Removes a file or folder tree, also where a program left folders without permissions.
    static func forceRemove(_ url: URL) {
        if (try? FileManager.default.removeItem(at: url)) != nil { return }
        func open(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return }
            chmod(path, 0o700)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] { open(path + "/" + name) }
        }
        open(url.path)
        try? FileManager.default.removeItem(at: url)
    }

    /// Copies the folders and regular files of `source` (a file or a folder) to `destination`,
    /// which must not exist; anything else (links, devices, sockets) is refused. What a program
    /// in a box produced leaves the box only this way.
    /// - Returns: the relative path and SHA-256 of every file copied.
    /// - Throws: `CopyError` naming the entry that was refused, or past `limitBytes` in all.
    @discardableResult
    static func copyPlainTree(from source: URL, to destination: URL, limitBytes: Int64) throws -> [String: String] {
        var digests: [String: String] = [:]
        var total: Int64 = 0
        func copy(_ from: String, _ to: String, relative: String) throws {
            var info = stat()
            guard lstat(from, &info) == 0 else { throw CopyError(path: relative, reason: "vanished") }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                guard mkdir(to, 0o755) == 0 else { throw CopyError(path: relative, reason: "cannot make the folder") }
                for name in try FileManager.default.contentsOfDirectory(atPath: from).sorted() {
                    try copy(from + "/" + name, to + "/" + name, relative: relative.isEmpty ? name : relative + "/" + name)
                }
            case S_IFREG:
                total += Int64(info.st_size)
                guard total <= limitBytes else { throw CopyError(path: relative, reason: "more than \(limitBytes >> 20) MiB in all") }
                let input = Foundation.open(from, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
                guard input >= 0 else { throw CopyError(path: relative, reason: "cannot be read") }
                defer { close(input) }
                let mode: mode_t = (info.st_mode & S_IXUSR) != 0 ? 0o755 : 0o644
                let output = Foundation.open(to, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
                guard output >= 0 else { throw CopyError(path: relative, reason: "cannot be written") }
                defer { close(output) }
                var hash = SHA256()
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                    if count == 0 { break }
                    guard count > 0, buffer.withUnsafeBytes({ write(output, $0.baseAddress, count) }) == count else {
                        throw CopyError(path: relative, reason: "copy failed")
                    }
                    hash.update(Data(buffer.prefix(count)))
                }
                digests[relative.isEmpty ? (to as NSString).lastPathComponent : relative] = hash.finalize()
            default:
                throw CopyError(path: relative, reason: "is not a plain file or folder")
            }
        }
        try copy(source.path, destination.path, relative: "")
        return digests
    }

    struct CopyError: Error, CustomStringConvertible {
        var path: String
        var reason: String
        var description: String { "\(path.isEmpty ? "output" : path): \(reason)" }
    }
}

// MARK: - Readable errors

/// An error as one line a person reads: a file-system error names its path and what the system
/// said ("/x/cache: Permission denied"), never Foundation's `Error Domain=… UserInfo=…` dump.
public func readableError(_ error: any Error) -> String {
    let ns = error as NSError
    guard ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else { return "\(error)" }
    let path = ns.userInfo[NSFilePathErrorKey] as? String ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
    var reason = ns.localizedDescription
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
        reason = String(cString: strerror(Int32(underlying.code)))
    } else if ns.domain == NSPOSIXErrorDomain {
        reason = String(cString: strerror(Int32(ns.code)))
    } else {
        switch ns.code {
        case NSFileWriteNoPermissionError: reason = "permission denied (cannot write here)"
        case NSFileReadNoPermissionError: reason = "permission denied (cannot read it)"
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: reason = "no such file or folder"
        case NSFileWriteOutOfSpaceError: reason = "no space left on the device"
        case NSFileWriteFileExistsError: reason = "already exists"
        default: break
        }
    }
    return path.map { "\($0): \(reason)" } ?? reason
}
