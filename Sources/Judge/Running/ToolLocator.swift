import Foundation

// MARK: - ToolLocator

/// Finds tools (compilers, interpreters) on `PATH`.
///
/// Version-manager shims (`…/shims/…`) are skipped: they need the user's environment, which
/// no program prep starts gets. `python3` then resolves to e.g. `/usr/bin/python3` rather
/// than a pyenv shim. Where programs run outside a box as `nobody` (prep run as root on a
/// machine without boxes), the tool must also be reachable by others.
enum ToolLocator {
    private static let cache = Locked<[String: String]>([:])

    /// The absolute path of `name`, or nil when it is not installed.
    static func find(_ name: String) -> String? {
        find(name, reachableByOthers: geteuid() == 0 && !Sandbox.status.isolated)
    }

    /// The absolute path of `name`; with `reachableByOthers`, only a tool `nobody` can run
    /// from where it is (for runs outside a box as root).
    static func find(_ name: String, reachableByOthers needsOthers: Bool) -> String? {
        let key = (needsOthers ? "o:" : "") + name
        if let known = cache.withLock({ $0[key] }) { return known }
        let found = search(name, needsOthers: needsOthers)
        if let found { cache.withLock { $0[key] = found } }
        return found
    }

    private static func search(_ name: String, needsOthers: Bool) -> String? {
        if name.hasPrefix("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init)
            + ["/usr/local/bin", "/usr/bin", "/bin", "/opt/swift/usr/bin"]
        for folder in folders where !folder.isEmpty {
            let candidate = folder + "/" + name
            guard FileManager.default.isExecutableFile(atPath: candidate), !candidate.contains("/shims/") else { continue }
            if needsOthers && !(reachableByOthers(candidate) && reachableByOthers(Toolchain.realPath(candidate))) { continue }
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

// MARK: - Toolchain

/// What a box needs to run a tool that lives outside the system folders (a Swift toolchain in
/// /opt, a rustup in the home folder): its install folder bound read-only at the same path,
/// its `bin` folder on `PATH`, and the variables it needs to find itself.
enum Toolchain {
    struct Folders: Sendable, Hashable {
        /// Host folders to bind at the same path.
        var binds: [String] = []
        /// Folders to put on `PATH`.
        var path: [String] = []
        /// Variables the tool needs (rustup's homes).
        var environment: [String: String] = [:]
    }

    /// The folders for the tools of `commands` (each command's first word, when it names a tool).
    static func folders(for commands: [[String]?]) -> [Folders] {
        commands.compactMap { $0?.first }.filter { !$0.hasPrefix("{") }.compactMap(ToolLocator.find).map(folders(forTool:))
    }

    /// The folders `tool` (an absolute path) needs in a box.
    static func folders(forTool tool: String) -> Folders {
        var result = Folders()
        let real = realPath(tool)
        for path in [tool, real] where !isSystem(path) {
            // Its install folder, unless that would show the box the person's files (a tool in
            // ~/.local/bin must not bring ~/.local/share, where the store lives): then only the
            // tool's own folder, or nothing.
            let candidates = [installFolder(of: path), (path as NSString).deletingLastPathComponent]
            if let folder = candidates.first(where: { !exposesPersonalFiles($0) }), !result.binds.contains(folder) {
                result.binds.append(folder)
            }
        }
        let folder = (tool as NSString).deletingLastPathComponent
        if !isSystem(tool) { result.path.append(folder) }
        if (real as NSString).lastPathComponent == "rustup" {
            // A rustup proxy: it finds the toolchain through its homes.
            let environment = ProcessInfo.processInfo.environment
            let home = FileManager.default.homeDirectoryForCurrentUser.path
            let rustupHome = environment["RUSTUP_HOME"] ?? home + "/.rustup"
            result.binds.append(realPath(rustupHome))
            result.environment["RUSTUP_HOME"] = realPath(rustupHome)
            result.environment["CARGO_HOME"] = realPath(environment["CARGO_HOME"] ?? installFolder(of: tool))
            result.environment["RUSTUP_AUTO_INSTALL"] = "0"
        }
        return result
    }

    /// The environment a boxed program starts with: nothing of the user's, `PATH` over the
    /// system and the toolchains, `HOME` and `TMPDIR` in its scratch folder.
    static func environment(_ toolchains: [Folders], home: String, temporary: String) -> [String] {
        var path = ["/usr/local/bin", "/usr/bin", "/bin"]
        var variables = ["HOME": home, "TMPDIR": temporary, "LANG": "C.UTF-8",
                         // A crashing Swift program prints its crashed thread's frames, with
                         // file and line, and nothing of its registers or memory.
                         "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,registers=none,images=none,sanitize=yes,threads=crashed,limit=24",
                         // A crash's diagnosis (C, C++ under AddressSanitizer): an abort, such as
                         // an uncaught exception's, is reported with its frames too.
                         "ASAN_OPTIONS": "handle_abort=1:detect_leaks=0:symbolize=1:color=never"]
        for folders in toolchains {
            for folder in folders.path where !path.contains(folder) { path.append(folder) }
            variables.merge(folders.environment) { old, _ in old }
        }
        variables["PATH"] = path.joined(separator: ":")
        return variables.map { "\($0.key)=\($0.value)" }.sorted()
    }

    /// The path with every symbolic link resolved (itself when it cannot be).
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether binding `folder` would show a box the home folder itself or what prep and the
    /// person keep in it (the store, the cache, keys, settings).
    static func exposesPersonalFiles(_ folder: String) -> Bool {
        let environment = ProcessInfo.processInfo.environment
        let home = realPath(FileManager.default.homeDirectoryForCurrentUser.path)
        var personal = [home, home + "/.local/share", home + "/.cache", home + "/.config", home + "/.ssh", home + "/.gnupg",
                        realPath(CacheDirectory.default.path)]
        for name in ["PREP_HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME"] {
            if let value = environment[name], !value.isEmpty { personal.append(realPath(value)) }
        }
        let real = realPath(folder)
        return real == "/" || personal.contains { $0 == real || $0.hasPrefix(real + "/") }
    }

    /// Under a folder every box sees anyway.
    private static func isSystem(_ path: String) -> Bool {
        BoxView.systemRoots.contains { path.hasPrefix($0 + "/") }
    }

    /// `…/bin/tool` → `…` (and `/opt/x/usr/bin/tool` → `/opt/x`); otherwise the tool's folder.
    private static func installFolder(of tool: String) -> String {
        var folder = (tool as NSString).deletingLastPathComponent
        if (folder as NSString).lastPathComponent == "bin" {
            folder = (folder as NSString).deletingLastPathComponent
            if (folder as NSString).lastPathComponent == "usr" { folder = (folder as NSString).deletingLastPathComponent }
        }
        return folder == "/" || folder.isEmpty ? (tool as NSString).deletingLastPathComponent : folder
    }
}
