public import Foundation

// MARK: - CompiledProgram

/// A submission ready to run: a folder in the compile cache holding the sources (`src/`) and
/// whatever the compiler produced (`prog`, class files).
public struct CompiledProgram: Sendable, Hashable {
    public var language: Language
    /// The cache entry.
    public var folder: URL
    /// The entry file, relative to `src/`.
    public var entryFile: String
    /// Java's main class, when there is one.
    public var mainClass: String?
    /// Seconds the compiler took (0 on a cache hit).
    public var compileSeconds: Double
    public var cacheHit: Bool

    /// The run command, for the program (this entry's `src/` and `out/`) seen at `/program`.
    /// - Returns: nil when the runner (e.g. `python3`) is not installed.
    func command(memoryMiB: Int) -> [String]? {
        var command: [String] = []
        for (index, token) in language.run.enumerated() {
            if index == 0 && !token.hasPrefix("{") {
                guard let path = ToolLocator.find(token) else { return nil }
                command.append(path)
                continue
            }
            command.append(token
                .replacingOccurrences(of: "{binary}", with: "/program/out/prog")
                .replacingOccurrences(of: "{main}", with: "/program/src/" + entryFile)
                .replacingOccurrences(of: "{dir}", with: "/program/out")
                .replacingOccurrences(of: "{class}", with: mainClass ?? "Main")
                .replacingOccurrences(of: "{mem}", with: String(memoryMiB)))
        }
        return command
    }

    /// Copies the program (plain files only) to `destination`, readable by the programs' uid.
    func install(at destination: URL) throws {
        try FileTree.copyPlainTree(from: folder, to: destination, limitBytes: 1 << 31)
        try? FileManager.default.removeItem(at: destination.appendingPathComponent("entry.json"))
        Compiler.makeReadableByAll(destination)
    }

    /// The toolchains the program needs in a box: its run command's, and its compiler's (a
    /// Swift program loads the Swift runtime from the toolchain's folder).
    var runToolchains: [Toolchain.Folders] { Toolchain.folders(for: [language.run, language.compile]) }
}

// MARK: - CompileFailure

/// Why a submission did not compile: the compiler's message, trimmed, or a missing toolchain.
public struct CompileFailure: Error, Sendable, Hashable, Codable {
    public var message: String
    public var compileSeconds: Double
    /// The toolchain is missing: a judge-side problem, not the submission's fault.
    public var toolchainMissing: Bool
}
