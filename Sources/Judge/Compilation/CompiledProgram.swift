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

    /// The run command for a copy of the program placed at `folder`.
    /// - Returns: nil when the runner (e.g. `python3`) is not installed.
    func command(at folder: URL, memoryMiB: Int) -> [String]? {
        var command: [String] = []
        for (index, token) in language.run.enumerated() {
            if index == 0 && !token.hasPrefix("{") {
                guard let path = ToolLocator.find(token, forSandbox: true) else { return nil }
                command.append(path)
                continue
            }
            command.append(token
                .replacingOccurrences(of: "{binary}", with: folder.appendingPathComponent("prog").path)
                .replacingOccurrences(of: "{main}", with: folder.appendingPathComponent("src/" + entryFile).path)
                .replacingOccurrences(of: "{dir}", with: folder.path)
                .replacingOccurrences(of: "{class}", with: mainClass ?? "Main")
                .replacingOccurrences(of: "{mem}", with: String(memoryMiB)))
        }
        return command
    }
}

// MARK: - CompileFailure

/// Why a submission did not compile: the compiler's message, trimmed, or a missing toolchain.
public struct CompileFailure: Error, Sendable, Hashable, Codable {
    public var message: String
    public var compileSeconds: Double
    /// The toolchain is missing: a judge-side problem, not the submission's fault.
    public var toolchainMissing: Bool
}
