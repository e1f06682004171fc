import Foundation

// MARK: - CustomValidator

/// A package's own output validator in the Kattis protocol:
/// `validator input answer feedback_dir/ [arguments] < output`; exit 42 accepts, 43 rejects,
/// anything else is a judge error. `judgemessage.txt` is shown with the verdict.
///
/// It is a program from the package, so it runs in a box like a solution: it sees its own
/// files at `/program`, the test's input and answer only as its open descriptors 3 and 4
/// (named `/proc/self/fd/3` and `/proc/self/fd/4` on its command line), the submission's
/// output on standard input, and an empty feedback folder.
public struct CustomValidator: Sendable {
    /// The command (paths as seen in the box) before the protocol's arguments.
    var command: [String]
    /// The toolchains its command needs.
    var toolchains: [Toolchain.Folders]
    var timeLimit: Double
    var memoryMiB: Int

    /// Builds the validator at `url` (a source file, a folder of sources, or a folder with
    /// `build`/`run` scripts) and installs it at `destination`, which its box will see as
    /// `/program`. Sources compile through the compile cache; a `build` script runs in a box.
    /// - Returns: the validator, or a one-line reason it cannot be built (a judge error).
    static func prepare(_ url: URL, limits: ProblemLimits, cache: CompileCache,
                        into destination: URL) -> Result<CustomValidator, PackageError> {
        let runScript = url.appendingPathComponent("run")
        let buildScript = url.appendingPathComponent("build")
        if FileTree.isDirectory(url),
           FileManager.default.fileExists(atPath: runScript.path) || FileManager.default.fileExists(atPath: buildScript.path) {
            return prepareScripts(url, limits: limits, into: destination)
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
            guard let command = program.command(memoryMiB: limits.validationMemoryMiB) else {
                return .failure(PackageError(url, "\(program.language.name) is not installed"))
            }
            do { try program.install(at: destination) } catch {
                return .failure(PackageError(url, "cannot install the output validator: \(error)"))
            }
            return .success(CustomValidator(command: command, toolchains: program.runToolchains,
                                            timeLimit: limits.validationSeconds, memoryMiB: limits.validationMemoryMiB))
        }
    }

    /// Copies the folder into a box's scratch folder, runs `build` there (in the box), and
    /// installs what it left (plain files and folders only).
    private static func prepareScripts(_ url: URL, limits: ProblemLimits, into destination: URL) -> Result<CustomValidator, PackageError> {
        do {
            let built: Result<Void, PackageError> = try ToolRun.once(tools: [["sh"]], scratchFolders: ["program"]) { site in
                try FileManager.default.removeItem(at: site.scratch.url("program"))
                try FileTree.copyPlainTree(from: url, to: site.scratch.url("program"), limitBytes: 1 << 30)
                if let user = Sandbox.boxUser { Self.chownTree(site.scratch.url("program"), to: user) }
                if FileManager.default.fileExists(atPath: url.appendingPathComponent("build").path) {
                    let result = ToolRun.run(["sh", "build"], at: site, workingDirectory: "/box/program",
                                             limits: RunLimits(cpuSeconds: limits.compilationSeconds * 2,
                                                               wallSeconds: limits.compilationSeconds, fileSizeBytes: 256 << 20))
                    guard result.outcome.succeeded else {
                        return .failure(PackageError(url.appendingPathComponent("build"), "failed: \(result.outcome.terminationDescription)"))
                    }
                }
                site.close()
                try FileTree.copyPlainTree(from: site.scratch.url("program"), to: destination, limitBytes: 1 << 30)
                Compiler.makeReadableByAll(destination)
                return .success(())
            }
            if case .failure(let error) = built { return .failure(error) }
            let run = destination.appendingPathComponent("run")
            guard FileManager.default.isExecutableFile(atPath: run.path) else {
                return .failure(PackageError(url.appendingPathComponent("run"), "missing or not executable"))
            }
            return .success(CustomValidator(command: ["/program/run"], toolchains: [],
                                            timeLimit: limits.validationSeconds, memoryMiB: limits.validationMemoryMiB))
        } catch {
            return .failure(PackageError(url, "cannot prepare the output validator: \(error)"))
        }
    }

    private static func chownTree(_ root: URL, to user: (uid: Int32, gid: Int32)) {
        lchown(root.path, uid_t(user.uid), gid_t(user.gid))
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return }
        for case let relative as String in enumerator {
            lchown(root.appendingPathComponent(relative).path, uid_t(user.uid), gid_t(user.gid))
        }
    }

    /// Judges `output` at `site` (the worker's validator box, whose scratch has an empty
    /// `feedback` folder).
    func check(input: URL, answer: URL, output: URL, arguments: [String], at site: RunSite) -> ValidationResult {
        run(input: input, answer: answer, arguments: arguments, at: site, output: output, streams: nil).result
    }

    /// Runs the validator at `site` with the test's `input` and `answer`: on the submission's
    /// `output` (a file), or, for an interactive run, on `streams` (the pipes to and from the
    /// submission; the caller closes them). Its wall-clock limit is `wallSeconds` when given.
    func run(input: URL, answer: URL, arguments: [String], at site: RunSite, output: URL?,
             streams: LimitedRun.Streams?, wallSeconds: Double? = nil) -> (result: ValidationResult, outcome: RunOutcome) {
        let boxed = site.isBoxed
        let files = boxed ? ["/proc/self/fd/3", "/proc/self/fd/4"] : [input.path, answer.path]
        let stdout = OutputCapture(name: "prep-validator-out", fallbackFolder: site.scratch.root.deletingLastPathComponent())
        let stderr = OutputCapture(name: "prep-validator-err", fallbackFolder: site.scratch.root.deletingLastPathComponent())
        let outcome = site.run(
            command + files + ["/box/feedback/"] + arguments, workingDirectory: "/box/feedback",
            input: output, extraInputs: boxed ? [input, answer] : [], output: stdout.url, errorOutput: stderr.url,
            limits: RunLimits(cpuSeconds: timeLimit, wallSeconds: wallSeconds ?? timeLimit * 2 + 1,
                              addressSpaceBytes: nil, fileSizeBytes: 64 << 20, maxProcesses: 256),
            streams: streams
        )
        return (judgement(of: outcome, errors: stderr, feedback: site.scratch.url("feedback")), outcome)
    }

    /// The verdict the validator's exit gives, with its feedback.
    private func judgement(of outcome: RunOutcome, errors stderr: OutputCapture, feedback: URL) -> ValidationResult {
        let judgeMessage = Self.read(feedback.appendingPathComponent("judgemessage.txt"))
        let teamMessage = Self.read(feedback.appendingPathComponent("teammessage.txt"))
        let message = [judgeMessage, teamMessage].compactMap { $0 }.joined(separator: "\n")
        switch (outcome.spawnFailure, outcome.exitCode) {
        case (nil, 42?):
            return .accepted
        case (nil, 43?):
            return .wrongAnswer(message.isEmpty ? "rejected by the output validator" : message)
        default:
            let errors = String(decoding: stderr.head(limit: 2000), as: UTF8.self)
                .trimmingCharacters(in: .whitespacesAndNewlines)
            var detail = "output validator failed: \(outcome.terminationDescription) (expected exit code 42 or 43)"
            if !errors.isEmpty { detail += "\n" + errors }
            if !message.isEmpty { detail += "\n" + message }
            return .judgeError(detail)
        }
    }

    /// The beginning of a feedback file the validator wrote: a plain file only (never what a
    /// link it left points to).
    private static func read(_ url: URL) -> String? {
        let data = FileTree.plainFileHead(of: url, limit: 4096)
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
