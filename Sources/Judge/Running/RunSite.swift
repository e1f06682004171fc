import Foundation

// MARK: - RunSite

/// Where one kind of program runs: a box made once for many runs (a grading worker's
/// solutions, its validator) or for one job (a compile, a generator), with a scratch folder
/// the programs see as `/box`. Commands are written with the paths programs see (`/box/work`,
/// `/program/out/prog`); where boxes cannot be made, the site runs them straight from the
/// judge under the same limits, with those paths turned into the host's.
final class RunSite {
    /// A host folder programs see at `target`.
    struct Mount {
        var host: URL
        var target: String
        var writable = false
    }

    let scratch: Scratch
    let mounts: [Mount]
    /// The environment programs start with (see `Toolchain.environment`).
    let environment: [String]
    private let box: Box?
    /// prep-runner for unboxed runs (reachable by the program's uid), when there is one.
    private let runner: String?

    /// A site with `scratch` at `/box` and `mounts` read-only (unless writable), for programs
    /// using `toolchains`.
    /// - Throws: `BoxError` when boxes can be made here but this one could not.
    init(scratch: Scratch, mounts: [Mount] = [], toolchains: [Toolchain.Folders] = []) throws {
        self.scratch = scratch
        self.mounts = [Mount(host: scratch.root, target: "/box", writable: true)] + mounts
        if Sandbox.status.isolated, case .success(let binary) = ProgramRunner.shared {
            var view = BoxView.system(toolchains: toolchains)
            for mount in self.mounts { view.bind(mount.host, at: mount.target, writable: mount.writable) }
            box = try Box(view: view, runner: binary)
            runner = nil
        } else {
            box = nil
            runner = Self.installRunner(in: scratch)
        }
        let boxed = box != nil
        let home = "/box/work", temporary = "/box/tmp"
        environment = Toolchain.environment(toolchains, home: home, temporary: temporary).map { variable in
            boxed ? variable : Self.translate(variable, mounts: [Mount(host: scratch.root, target: "/box")], anywhere: true)
        }
    }

    /// Whether programs here run in a box.
    var isBoxed: Bool { box != nil }

    /// The path programs see for `boxPath` (itself in a box; the host's path otherwise).
    func path(_ boxPath: String) -> String {
        isBoxed ? boxPath : Self.translate(boxPath, mounts: mounts, anywhere: false)
    }

    /// Runs `command` (box paths) in the working folder `workingDirectory` (a box path).
    /// With `streams`, stdin and stdout are those descriptors (an interactive run's pipes, which
    /// the caller closes) and `input` and `output` are not used.
    func run(_ command: [String], workingDirectory: String = "/box/work", input: URL? = nil, extraInputs: [URL] = [],
             output: URL, errorOutput: URL, limits: RunLimits, environment extra: [String] = [],
             streams: LimitedRun.Streams? = nil) -> RunOutcome {
        let arguments = command.map(path)
        let run = LimitedRun(
            executable: arguments[0], arguments: arguments, environment: environment + extra,
            workingDirectory: path(workingDirectory), input: input, extraInputs: extraInputs,
            output: output, errorOutput: errorOutput, limits: limits, streams: streams
        )
        if let box { return box.run(run) }
        return run.runUnboxed(dropTo: Sandbox.boxUser, runner: runner)
    }

    /// Ends the box (if any) now rather than when the site goes.
    func close() { box?.close() }

    private static func translate(_ text: String, mounts: [Mount], anywhere: Bool) -> String {
        for mount in mounts {
            if text == mount.target || text.hasPrefix(mount.target + "/") {
                return mount.host.path + text.dropFirst(mount.target.count)
            }
            if anywhere, let range = text.range(of: "=" + mount.target) {
                return String(text[..<range.lowerBound]) + "=" + mount.host.path + text[range.upperBound...]
            }
        }
        return text
    }

    /// A copy of prep-runner (from the checked descriptor) the program's uid can start, for
    /// unboxed runs.
    private static func installRunner(in scratch: Scratch) -> String? {
        guard case .success(let binary) = ProgramRunner.shared else { return nil }
        let copy = scratch.root.appendingPathComponent("prep-runner")
        guard (try? binary.copy(to: copy)) != nil else { return nil }
        return copy.path
    }
}

// MARK: - Scratch

/// The folder a box sees as `/box`: `work/` (the working folder and `HOME`), `tmp/` (`/tmp`
/// and `/var/tmp`), `shm/` (`/dev/shm`), and any other folder a use needs, each owned by the
/// programs' uid and empty at the start of every run.
///
/// Making and removing folders per run costs milliseconds on some file systems, so a folder
/// is kept while no program touches it: after a run it must still be empty, with its mode,
/// owner and change time as made (the change time moves on any entry created or removed and
/// on chmod/chown). Otherwise it is moved out of the box and made anew.
final class Scratch {
    let root: URL
    let folders: [String]
    private var pristine: [String: stat] = [:]
    private var discarded = 0

    /// Whether `remove` must unregister it from `TemporaryFolders`.
    private var temporary = false

    /// A new scratch folder `prep-<kind>-<pid>-XXXXXX` in `parent` (see `TemporaryFolders`).
    convenience init(in parent: URL, kind: String, hidden: Bool = false, folders extra: [String] = []) throws {
        try self.init(at: TemporaryFolders.make(kind: kind, in: parent, hidden: hidden), folders: extra)
        temporary = true
    }

    /// Makes `root` (if needed) and its folders.
    init(at root: URL, folders extra: [String] = []) throws {
        self.root = root
        folders = ["work", "tmp", "shm"] + extra
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        chmod(root.path, 0o755)
        if let user = Sandbox.boxUser { chown(root.path, uid_t(user.uid), gid_t(user.gid)) }
        for name in folders { pristine[name] = try Self.makeFolder(url(name)) }
    }

    func url(_ name: String) -> URL { root.appendingPathComponent(name, isDirectory: true) }

    /// Makes every folder empty again.
    /// - Throws: when a changed folder can be neither moved out nor made anew.
    func reset() throws {
        for name in folders {
            let folder = url(name)
            var info = stat()
            if let made = pristine[name], stat(folder.path, &info) == 0, info.st_ctim.tv_sec == made.st_ctim.tv_sec,
               info.st_ctim.tv_nsec == made.st_ctim.tv_nsec, info.st_mode == made.st_mode, info.st_uid == made.st_uid,
               info.st_gid == made.st_gid, info.st_ino == made.st_ino, Self.isEmptyFolder(folder.path) {
                continue
            }
            discarded += 1
            let out = root.deletingLastPathComponent()
                .appendingPathComponent(".discarded-\(root.lastPathComponent)-\(name)-\(discarded)")
            if rename(folder.path, out.path) == 0 { FileTree.forceRemove(out) } else { FileTree.forceRemove(folder) }
            pristine[name] = try Self.makeFolder(folder)
        }
    }

    /// Removes the scratch folder.
    func remove() {
        if temporary { TemporaryFolders.remove(root) } else { FileTree.forceRemove(root) }
    }

    /// Makes an empty folder owned by the programs' uid; returns its status as made.
    private static func makeFolder(_ url: URL) throws -> stat {
        var info = stat()
        guard mkdir(url.path, 0o755) == 0 || errno == EEXIST,
              Sandbox.boxUser.map({ chown(url.path, uid_t($0.uid), gid_t($0.gid)) == 0 }) ?? true,
              stat(url.path, &info) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
        return info
    }

    /// Whether a folder has no entries besides "." and "..".
    private static func isEmptyFolder(_ path: String) -> Bool {
        guard let folder = opendir(path) else { return false }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let isDots = withUnsafeBytes(of: entry.pointee.d_name) { name in
                name[0] == 46 && (name[1] == 0 || (name[1] == 46 && name[2] == 0))
            }
            if !isDots { return false }
        }
        return true
    }
}
