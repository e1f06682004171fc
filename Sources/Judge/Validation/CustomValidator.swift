public import Foundation

// MARK: - CustomValidator

/// A package's own output validator in the Kattis protocol:
/// `validator input answer feedback_dir/ [arguments] < output`; exit 42 accepts, 43 rejects,
/// anything else is a judge error. `judgemessage.txt` is shown with the verdict.
public struct CustomValidator: Sendable {
    /// The command before the protocol's arguments.
    var command: [String]
    var folder: URL
    var timeLimit: Double
    var memoryMiB: Int

    /// Builds the validator at `url` (a source file, a folder of sources, or a folder with
    /// `build`/`run` scripts), through the compile cache.
    /// - Returns: the validator, or a one-line reason it cannot be built (a judge error).
    public static func prepare(_ url: URL, limits: ProblemLimits, cache: CompileCache) -> Result<CustomValidator, PackageError> {
        let runScript = url.appendingPathComponent("run")
        let buildScript = url.appendingPathComponent("build")
        if FileTree.isDirectory(url),
           FileManager.default.fileExists(atPath: runScript.path) || FileManager.default.fileExists(atPath: buildScript.path) {
            return prepareScripts(url, limits: limits, cache: cache)
        }
        guard let submission = try? Submission(url: url) else {
            return .failure(PackageError(url, "cannot tell the output validator's language"))
        }
        let compiler = Compiler(cache: cache, timeLimit: limits.compilationSeconds)
        switch compiler.compile(submission) {
        case .failure(let failure):
            let firstLine = failure.message.split(separator: "\n").first.map(String.init) ?? ""
            return .failure(PackageError(url, "output validator does not compile: \(firstLine)"))
        case .success(let program):
            guard let command = program.command(at: program.folder, memoryMiB: limits.validationMemoryMiB) else {
                return .failure(PackageError(url, "\(program.language.name) is not installed"))
            }
            return .success(CustomValidator(command: command, folder: program.folder,
                                            timeLimit: limits.validationSeconds, memoryMiB: limits.validationMemoryMiB))
        }
    }

    private static func prepareScripts(_ url: URL, limits: ProblemLimits, cache: CompileCache) -> Result<CustomValidator, PackageError> {
        do {
            let copy = try FileTree.makeTemporaryFolder(in: cache.root, prefix: ".validator-")
            let folder = copy.appendingPathComponent("program")
            try FileManager.default.copyItem(at: url, to: folder)
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("build").path) {
                let result = ToolRun.run(["/bin/sh", "build"], in: folder,
                                         limits: RunLimits(wallSeconds: limits.compilationSeconds))
                guard result.outcome.succeeded else {
                    return .failure(PackageError(url.appendingPathComponent("build"), "failed: \(result.outcome.terminationDescription)"))
                }
            }
            let run = folder.appendingPathComponent("run")
            guard FileManager.default.isExecutableFile(atPath: run.path) else {
                return .failure(PackageError(run, "missing or not executable"))
            }
            return .success(CustomValidator(command: [run.path], folder: folder,
                                            timeLimit: limits.validationSeconds, memoryMiB: limits.validationMemoryMiB))
        } catch {
            return .failure(PackageError(url, "cannot prepare the output validator: \(error.localizedDescription)"))
        }
    }
}

// MARK: - OutputChecker

extension CustomValidator: OutputChecker {
    public func check(input: URL, answer: URL, output: URL, arguments: [String], feedbackDirectory: URL) -> ValidationResult {
        let result = ToolRun.run(
            command + [input.path, answer.path, feedbackDirectory.path + "/"] + arguments,
            in: feedbackDirectory, input: output,
            limits: RunLimits(cpuSeconds: timeLimit, wallSeconds: timeLimit * 2 + 1, fileSizeBytes: 64 << 20)
        )
        let judgeMessage = Self.read(feedbackDirectory.appendingPathComponent("judgemessage.txt"))
        let teamMessage = Self.read(feedbackDirectory.appendingPathComponent("teammessage.txt"))
        let message = [judgeMessage, teamMessage].compactMap { $0 }.joined(separator: "\n")
        switch (result.outcome.spawnFailure, result.outcome.exitCode) {
        case (nil, 42?):
            return .accepted
        case (nil, 43?):
            return .wrongAnswer(message.isEmpty ? "rejected by the output validator" : message)
        default:
            let stderr = String(decoding: result.errorOutput.prefix(2000), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            var detail = "output validator failed: \(result.outcome.terminationDescription) (expected exit code 42 or 43)"
            if !stderr.isEmpty { detail += "\n" + stderr }
            if !message.isEmpty { detail += "\n" + message }
            return .judgeError(detail)
        }
    }

    private static func read(_ url: URL) -> String? {
        let data = FileTree.head(of: url, limit: 4096)
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
