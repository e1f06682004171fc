import Foundation

// MARK: - WorkerContext

/// What one grading worker keeps from test to test: the sandbox namespaces its runs join and
/// its working folder.
///
/// Every test starts in a fresh, empty working folder that the program may use freely. Making
/// and removing a folder per test costs milliseconds on some file systems, so the worker keeps
/// one while no program touches it: after each run the folder must still be empty, with its
/// mode, owner and change time as made (the change time moves on any entry created or removed
/// and on chmod/chown). Otherwise it is removed and a new one made.
final class WorkerContext {
    /// The worker's own folder in the grading session.
    let folder: URL
    /// Joined by each run instead of fresh namespaces (nil: each run makes its own, or none).
    let namespaces: SandboxNamespaces?
    /// The program's working folder for the next test (empty).
    private(set) var workingFolder: URL
    private let owner: (uid: Int32, gid: Int32)?
    private var pristine: stat
    private var generation = 0

    /// Makes the worker's folder under `session`.
    /// - Throws: when the folder cannot be made.
    init(session: URL, number: Int, sandbox: LimitedRun.SandboxPolicy) throws {
        folder = session.appendingPathComponent("w\(number)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        owner = sandbox.dropTo
        workingFolder = folder.appendingPathComponent("work", isDirectory: true)
        pristine = stat()
        namespaces = SandboxNamespaces(policy: sandbox)
        pristine = try Self.makeWorkingFolder(at: workingFolder, owner: owner)
    }

    /// Makes sure the working folder is empty again after a run.
    /// - Throws: when neither the folder can be emptied nor a new one made.
    func resetWorkingFolder() throws {
        var info = stat()
        if stat(workingFolder.path, &info) == 0, info.st_ctim.tv_sec == pristine.st_ctim.tv_sec,
           info.st_ctim.tv_nsec == pristine.st_ctim.tv_nsec, info.st_mode == pristine.st_mode,
           info.st_uid == pristine.st_uid, info.st_gid == pristine.st_gid, info.st_ino == pristine.st_ino,
           Self.isEmptyFolder(workingFolder.path) {
            return
        }
        // Changed: start over with a new folder (removing the old one may fail on what a
        // program left, e.g. a folder it made unreadable; the session's removal retries).
        try? FileManager.default.removeItem(at: workingFolder)
        generation += 1
        workingFolder = folder.appendingPathComponent("work\(generation)", isDirectory: true)
        pristine = try Self.makeWorkingFolder(at: workingFolder, owner: owner)
    }

    /// A fresh, empty folder for a custom validator's feedback files on test `index`.
    func makeFeedbackFolder(index: Int) throws -> URL {
        let feedback = folder.appendingPathComponent("feedback\(index)", isDirectory: true)
        try FileManager.default.createDirectory(at: feedback, withIntermediateDirectories: true)
        return feedback
    }

    /// Makes an empty folder owned by the solution's uid; returns its status as made.
    private static func makeWorkingFolder(at url: URL, owner: (uid: Int32, gid: Int32)?) throws -> stat {
        var info = stat()
        guard mkdir(url.path, 0o755) == 0,
              owner.map({ chown(url.path, uid_t($0.uid), gid_t($0.gid)) == 0 }) ?? true,
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
