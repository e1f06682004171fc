import Foundation

// MARK: - ToolLocator

/// Finds tools (compilers, interpreters) on `PATH`.
///
/// For solution runs as `nobody` the tool must be reachable by others (every folder on the
/// way searchable, the file executable), and version-manager shims (`…/shims/…`, which need
/// the user's environment) are skipped: `python3` then resolves to e.g. `/usr/bin/python3`
/// rather than a pyenv shim under `/root`.
enum ToolLocator {
    private static let cache = Locked<[String: String]>([:])

    /// The absolute path of `name`, or nil when it is not installed.
    static func find(_ name: String, forSandbox: Bool = false) -> String? {
        let key = "\(forSandbox ? "s" : "t"):\(name)"
        if let known = cache.withLock({ $0[key] }) { return known }
        let found = search(name, forSandbox: forSandbox)
        if let found { cache.withLock { $0[key] = found } }
        return found
    }

    private static func search(_ name: String, forSandbox: Bool) -> String? {
        if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init)
            + ["/usr/local/bin", "/usr/bin", "/bin", "/opt/swift/usr/bin"]
        let needsOthers = forSandbox && geteuid() == 0
        for folder in folders where !folder.isEmpty {
            let candidate = folder + "/" + name
            guard FileManager.default.isExecutableFile(atPath: candidate) else { continue }
            if forSandbox && candidate.contains("/shims/") { continue }
            let real = (try? FileManager.default.destinationOfSymbolicLink(atPath: candidate)).map { target in
                target.hasPrefix("/") ? target : folder + "/" + target
            } ?? candidate
            if needsOthers && !(reachableByOthers(candidate) && reachableByOthers(real)) { continue }
            return candidate
        }
        return nil
    }

    /// Every folder on the way is searchable by others and the file (or, with `folder`, the
    /// folder) is executable/searchable by them.
    static func reachableByOthers(_ path: String, folder: Bool = false) -> Bool {
        var current = ""
        let parts = path.split(separator: "/")
        for (index, part) in parts.enumerated() {
            current += "/" + part
            var info = stat()
            guard stat(current, &info) == 0 else { return false }
            let isLast = index == parts.count - 1
            if (info.st_mode & S_IXOTH) == 0 { return false }
            if isLast && !folder && (info.st_mode & S_IFMT) == S_IFDIR { return false }
        }
        return true
    }
}
