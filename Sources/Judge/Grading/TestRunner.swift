import Foundation

// MARK: - TestRunner

/// Runs a compiled program on one test and judges it: an empty working folder, a limited run
/// (in the worker's sandbox namespaces), the verdict from the kernel's accounting, then the
/// output validator.
struct TestRunner: Sendable {
    /// The run command, with paths as the solution's box sees them.
    var command: [String]
    var language: Language
    var timeLimit: Double
    var measuringTimeLimit: Double
    var memoryBytes: Int64
    var outputBytes: Int64
    var checker: Checker
    var session: URL
    /// The toolchains the run command needs in a box.
    var programToolchains: [Toolchain.Folders]

    /// The output checker: the default validator, or the package's own (run in a box).
    enum Checker: Sendable {
        case standard(DefaultValidator)
        case custom(CustomValidator, folder: URL)
    }

    /// Makes a worker's boxes for this grading.
    func makeWorker(number: Int) throws -> WorkerContext {
        var validator: (folder: URL, toolchains: [Toolchain.Folders])?
        if case .custom(let custom, let folder) = checker { validator = (folder, custom.toolchains) }
        return try WorkerContext(session: session, number: number, programToolchains: programToolchains, validator: validator)
    }

    /// The result of a test that could not be run.
    func judgeError(_ test: TestCase, index: Int, message: String) -> TestResult {
        var result = TestResult(index: index, name: test.name, group: test.group, verdict: .judgeError,
                                cpuSeconds: 0, wallSeconds: 0, peakMemoryBytes: 0)
        result.message = message
        return result
    }

    /// Runs test `index` with `worker`'s boxes, whose scratch folders are empty again afterwards.
    func run(_ test: TestCase, index: Int, worker: WorkerContext) -> TestResult {
        var result = judge(test, index: index, worker: worker)
        do {
            try worker.reset()
        } catch {
            result.verdict = .judgeError
            result.message = "cannot empty the scratch folders in \(worker.folder.path)"
        }
        return result
    }

    private func judge(_ test: TestCase, index: Int, worker: WorkerContext) -> TestResult {
        var result = TestResult(index: index, name: test.name, group: test.group, verdict: .judgeError,
                                cpuSeconds: 0, wallSeconds: 0, peakMemoryBytes: 0)
        let stdout = OutputCapture(name: "prep-out", fallbackFolder: worker.folder)
        let stderr = OutputCapture(name: "prep-err", fallbackFolder: worker.folder)
        let measuredPolicy = language.memoryPolicy == .measured
        let limits = RunLimits(
            cpuSeconds: measuringTimeLimit,
            wallSeconds: measuringTimeLimit * 2 + 1,
            addressSpaceBytes: measuredPolicy ? nil : memoryBytes,
            stackBytes: measuredPolicy ? nil : memoryBytes,
            fileSizeBytes: outputBytes + 1,
            maxProcesses: language.processLimit
        )
        let outcome = worker.solution.run(command + test.arguments, input: test.input, output: stdout.url,
                                          errorOutput: stderr.url, limits: limits)
        result.cpuSeconds = outcome.cpuSeconds
        result.wallSeconds = outcome.wallSeconds
        result.peakMemoryBytes = outcome.peakMemoryBytes
        let stderrText = String(decoding: stderr.head(limit: 4096), as: UTF8.self)
        if !stderrText.isEmpty { result.errorExcerpt = Excerpt.lines(stderrText) }

        let (runVerdict, runMessage) = classify(outcome, stderr: stderrText, outputSize: stdout.size)
        var verdict = runVerdict
        var message = runMessage
        var untimed: Verdict?
        if runVerdict == nil || runVerdict == .timeLimitExceeded && finishedNormally(outcome) {
            let judged = validate(test, output: stdout.url, index: index, worker: worker)
            let (validated, validatorMessage) = Self.verdict(of: judged)
            untimed = validated
            if verdict == nil {
                verdict = validated
                message = validatorMessage
            }
        } else if let runVerdict, runVerdict != .timeLimitExceeded {
            untimed = runVerdict
        }
        result.verdict = verdict ?? .judgeError
        result.verdictIgnoringTime = untimed
        result.message = message
        if result.verdict != .accepted && result.verdict != .judgeError {
            result.inputExcerpt = Excerpt.file(test.input)
            result.expectedExcerpt = Excerpt.file(test.answer)
            result.receivedExcerpt = Excerpt.file(stdout.url)
        }
        return result
    }

    /// The checker's judgement; a custom validator runs in the worker's validator box.
    private func validate(_ test: TestCase, output: URL, index: Int, worker: WorkerContext) -> ValidationResult {
        switch checker {
        case .standard(let validator):
            return validator.check(input: test.input, answer: test.answer, output: output,
                                   arguments: test.validatorArguments, feedbackDirectory: worker.folder)
        case .custom(let validator, _):
            guard let site = worker.validator else { return .judgeError("no box for the output validator") }
            return validator.check(input: test.input, answer: test.answer, output: output,
                                   arguments: test.validatorArguments, at: site)
        }
    }

    private func finishedNormally(_ outcome: RunOutcome) -> Bool {
        outcome.exitCode == 0 && !outcome.wallTimedOut && outcome.spawnFailure == nil
    }

    /// The verdict the run alone settles (nil: it ran cleanly, the validator decides).
    private func classify(_ outcome: RunOutcome, stderr: String, outputSize: Int64) -> (Verdict?, String?) {
        if let failure = outcome.spawnFailure { return (.judgeError, "cannot start the program: \(failure)") }
        if outcome.signal == SIGXFSZ || outputSize > outputBytes {
            return (.outputLimitExceeded, "more than \(outputBytes >> 20) MiB of output")
        }
        // Which limit ended the run, with the CPU time it really used (measured even when the
        // wall-clock guard had to stop it).
        let cpu = String(format: "%.3f s of CPU time", outcome.cpuSeconds)
        let limit = String(format: "limit %.2f s", timeLimit)
        if outcome.cpuSeconds > timeLimit {
            return (.timeLimitExceeded, "\(cpu), \(limit)")
        }
        if outcome.signal == SIGXCPU || (outcome.signal == SIGKILL && !outcome.wallTimedOut
                                            && outcome.cpuSeconds >= measuringTimeLimit.rounded(.up)) {
            return (.timeLimitExceeded, "stopped by the CPU-time limit (\(limit)) after \(cpu)")
        }
        if outcome.wallTimedOut {
            return (.timeLimitExceeded, String(format: "stopped by the wall-clock limit after %.1f s, with %@ (%@)",
                                               outcome.wallSeconds, cpu, limit))
        }
        let memoryMessage = "peak memory \(outcome.peakMemoryBytes >> 20) MiB, limit \(memoryBytes >> 20) MiB"
        if outcome.peakMemoryBytes > memoryBytes { return (.memoryLimitExceeded, memoryMessage) }
        let failed = outcome.exitCode != 0
        if failed {
            if language.reportsOutOfMemory(stderr) || Double(outcome.peakMemoryBytes) >= 0.8 * Double(memoryBytes) {
                return (.memoryLimitExceeded, memoryMessage)
            }
            return (.runTimeError, outcome.terminationDescription)
        }
        return (nil, nil)
    }

    private static func verdict(of validation: ValidationResult) -> (Verdict, String?) {
        switch validation {
        case .accepted: return (.accepted, nil)
        case .wrongAnswer(let message): return (.wrongAnswer, message)
        case .judgeError(let message): return (.judgeError, message)
        }
    }
}

// MARK: - Excerpt

/// Short, printable beginnings of inputs and outputs for failed tests.
enum Excerpt {
    static let maxLines = 20
    static let maxBytes = 2048

    static func file(_ url: URL) -> String {
        lines(String(decoding: FileTree.head(of: url, limit: maxBytes), as: UTF8.self),
              truncated: FileTree.fileSize(url) > Int64(maxBytes))
    }

    static func lines(_ text: String, truncated: Bool = false) -> String {
        let all = text.split(separator: "\n", omittingEmptySubsequences: false)
        var shown = all.prefix(maxLines).map { line -> String in
            let cleaned = String(line.unicodeScalars.map { scalar -> Character in
                scalar.value < 32 && scalar != "\t" && scalar != "\r" ? "·" : Character(scalar)
            })
            return cleaned.count > 200 ? String(cleaned.prefix(200)) + "…" : cleaned
        }.joined(separator: "\n")
        if all.count > maxLines || truncated { shown += "\n…" }
        return shown
    }
}
