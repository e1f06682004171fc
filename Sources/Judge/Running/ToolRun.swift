import Foundation

// MARK: - ToolRun

/// Runs a trusted tool (a compiler, a version probe, a validator, a generator) under limits,
/// with the user's environment, capturing its output.
struct ToolRun {
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

    /// Runs `arguments` (the first resolved on PATH) in `folder`.
    static func run(
        _ arguments: [String], in folder: URL, input: URL? = nil, limits: RunLimits,
        environment: [String: String] = [:], captureLimit: Int = 64 * 1024
    ) -> Result {
        guard let first = arguments.first, let executable = ToolLocator.find(first) else {
            let missing = RunOutcome(spawnFailure: "\(arguments.first ?? "?"): not found on PATH", exitCode: nil,
                                     signal: nil, wallTimedOut: false, cpuSeconds: 0, wallSeconds: 0, peakMemoryBytes: 0)
            return Result(outcome: missing, output: Data(), errorOutput: Data())
        }
        let scratch = FileManager.default.temporaryDirectory
        let stdout = OutputCapture(name: "prep-tool-\(UUID().uuidString).out", fallbackFolder: scratch)
        let stderr = OutputCapture(name: "prep-tool-\(UUID().uuidString).err", fallbackFolder: scratch)
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        let run = LimitedRun(
            executable: executable, arguments: arguments,
            environment: env.map { "\($0.key)=\($0.value)" }.sorted(),
            workingDirectory: folder, input: input, output: stdout.url, errorOutput: stderr.url, limits: limits
        )
        let outcome = run.run()
        return Result(outcome: outcome, output: stdout.head(limit: captureLimit),
                      errorOutput: stderr.head(limit: captureLimit))
    }
}
