import Foundation

// MARK: - WorkerContext

/// What one grading worker keeps from test to test: its solution box, its validator box (for
/// a package with its own output validator), and their scratch folders, emptied after every
/// test. Made on the worker's thread: the boxes die with it.
final class WorkerContext {
    /// The worker's own folder in the grading session.
    let folder: URL
    /// Where the solution runs: the program at `/program`, its scratch at `/box`.
    let solution: RunSite
    /// Where the custom output validator runs, when there is one.
    let validator: RunSite?

    /// Makes the worker's folder under `session` and its boxes.
    /// - Throws: when a folder or a box cannot be made.
    init(session: URL, number: Int, programToolchains: [Toolchain.Folders],
         validator validatorProgram: (folder: URL, toolchains: [Toolchain.Folders])?) throws {
        folder = session.appendingPathComponent("w\(number)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        chmod(folder.path, 0o755)
        solution = try RunSite(
            scratch: Scratch(at: folder.appendingPathComponent("box", isDirectory: true)),
            mounts: [RunSite.Mount(host: session.appendingPathComponent("program", isDirectory: true), target: "/program")],
            toolchains: programToolchains)
        if let validatorProgram {
            validator = try RunSite(
                scratch: Scratch(at: folder.appendingPathComponent("validator-box", isDirectory: true), folders: ["feedback"]),
                mounts: [RunSite.Mount(host: validatorProgram.folder, target: "/program")],
                toolchains: validatorProgram.toolchains)
        } else {
            validator = nil
        }
    }

    /// Makes every scratch folder empty again after a test.
    func reset() throws {
        try solution.scratch.reset()
        try validator?.scratch.reset()
    }

    /// Ends the boxes now.
    func close() {
        solution.close()
        validator?.close()
    }
}
