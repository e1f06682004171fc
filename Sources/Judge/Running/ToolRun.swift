import Foundation

// MARK: - ToolRun

/// Runs a tool (a compiler, a version probe, a build script, a generator) at a run site,
/// capturing its output.
enum ToolRun {
    /// What the tool did and printed (each stream capped).
    struct Result {
        var outcome: RunOutcome
        var output: Data
        var errorOutput: Data

        /// stdout and stderr together, as text.
        var text: String {
            String(decoding: output + errorOutput, as: UTF8.self)
        }
    }

    /// Runs `command` (its first word resolved on `PATH`; paths as programs see them) at `site`.
    static func run(_ command: [String], at site: RunSite, workingDirectory: String = "/box/work", input: URL? = nil,
                    limits: RunLimits, captureLimit: Int = 64 * 1024) -> Result {
        guard let first = command.first, let executable = ToolLocator.find(first) else {
            let missing = LimitedRun.failure("\(command.first ?? "?"): not found on PATH")
            return Result(outcome: missing, output: Data(), errorOutput: Data())
        }
        let stdout = OutputCapture(name: "prep-tool-out", fallbackFolder: site.scratch.root.deletingLastPathComponent())
        let stderr = OutputCapture(name: "prep-tool-err", fallbackFolder: site.scratch.root.deletingLastPathComponent())
        var arguments = command
        arguments[0] = executable
        let outcome = site.run(arguments, workingDirectory: workingDirectory, input: input,
                               output: stdout.url, errorOutput: stderr.url, limits: limits)
        return Result(outcome: outcome, output: stdout.head(limit: captureLimit), errorOutput: stderr.head(limit: captureLimit))
    }

    /// Runs `command` in a box made for it, with a fresh scratch folder (prepared by
    /// `prepare`, removed afterwards) and the toolchains of `tools`.
    static func once<R>(tools: [[String]?], mounts: [RunSite.Mount] = [], scratchFolders: [String] = [],
                        in parent: URL = FileManager.default.temporaryDirectory,
                        _ body: (RunSite) throws -> R) throws -> R {
        let scratch = try Scratch(in: parent, kind: "box", folders: scratchFolders)
        defer { scratch.remove() }
        let site = try RunSite(scratch: scratch, mounts: mounts, toolchains: Toolchain.folders(for: tools))
        defer { site.close() }
        return try body(site)
    }
}
