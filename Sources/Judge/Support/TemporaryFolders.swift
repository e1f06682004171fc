public import Foundation

// MARK: - TemporaryFolders

/// The scratch folders prep makes in the temporary folder (grading sessions, one-shot boxes):
/// named `prep-<kind>-<pid>-XXXXXX`, removed when their work ends, when prep exits or is
/// interrupted (`removeLive`, which the command line calls on every way out it can notice),
/// and otherwise — prep was killed — by the next prep that makes one (`sweep`: the owning
/// pid is gone).
public enum TemporaryFolders {
    private static let live = Locked<Set<String>>([])
    /// The kinds of folder prep makes (`make(kind:)`); `sweep` touches no other name. ("runner"
    /// folders were made by earlier versions, which built prep-runner at run time: a stale one
    /// is still swept.)
    static let kinds: Set<String> = ["judge", "box", "probe", "runner", "staging", "convert", "harness"]
    private static let swept = Locked<Set<String>>([])

    /// A new folder `prep-<kind>-<pid>-XXXXXX` in `parent` (`.prep-…` when `hidden`, for
    /// folders inside prep's cache), registered until `remove`.
    public static func make(kind: String, in parent: URL, hidden: Bool = false) throws -> URL {
        precondition(kinds.contains(kind), "unknown scratch kind \(kind)")
        sweep(parent)
        let folder = try FileTree.makeTemporaryFolder(in: parent, prefix: (hidden ? ".prep-" : "prep-") + "\(kind)-\(getpid())-")
        live.withLock { _ = $0.insert(folder.path) }
        return folder
    }

    /// Removes a folder made by `make` (nothing, if it was moved away: it is only forgotten).
    public static func remove(_ folder: URL) {
        FileTree.forceRemove(folder)
        live.withLock { _ = $0.remove(folder.path) }
    }

    /// Removes every folder this process made and has not removed yet (on exit or interruption).
    public static func removeLive() {
        for path in live.withLock({ $0 }) { FileTree.forceRemove(URL(fileURLWithPath: path)) }
        live.withLock { $0.removeAll() }
    }

    /// Removes, once per process and folder, the `prep-*-<pid>-*` folders in `parent` that
    /// belong to this user (or, as root, to the boxes' user) and whose process is gone.
    public static func sweep(_ parent: URL) {
        guard swept.withLock({ $0.insert(parent.path).inserted }) else { return }
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
            // Exactly prep's own names: prep-<kind>-<pid>-XXXXXX, of a kind prep makes.
            let parts = name.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 4, parts[0] == "prep" || parts[0] == ".prep", kinds.contains(String(parts[1])),
                  parts[2].allSatisfy({ $0 >= "0" && $0 <= "9" }), let pid = Int32(parts[2]), pid > 0, pid != getpid(),
                  parts[3].count == 6 else { continue }
            let path = parent.appendingPathComponent(name).path
            var info = stat()
            // This user's, or (as root) nobody's: a box's scratch folder belongs to its user.
            let owners = [geteuid()] + (Sandbox.boxUser.map { [uid_t($0.uid)] } ?? [])
            guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, owners.contains(info.st_uid) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { FileTree.forceRemove(URL(fileURLWithPath: path)) }
        }
    }
}
