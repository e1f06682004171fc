import Foundation

// MARK: - TestRunner

/// Runs a compiled program on one test and judges it: an empty working folder, a limited run
/// (in the worker's sandbox namespaces), the verdict from the kernel's accounting, then the
/// output validator.
struct TestRunner: Sendable {
    var command: [String]
    var language: Language
    var timeLimit: Double
    var measuringTimeLimit: Double
    var memoryBytes: Int64
    var outputBytes: Int64
    var sandbox: LimitedRun.SandboxPolicy
    var checker: any OutputChecker
    var session: URL
    /// `prep-runner` in the session folder, when it could be built (see `ProgramRunner`).
    var runner: String?

    /// The result of a test that could not be run.
    func judgeError(_ test: TestCase, index: Int, message: String) -> TestResult {
        var result = TestResult(index: index, name: test.name, group: test.group, verdict: .judgeError,
                                cpuSeconds: 0, wallSeconds: 0, peakMemoryBytes: 0)
        result.message = message
        return result
    }

    /// Runs test `index` in `worker`'s working folder, which is empty again afterwards.
    func run(_ test: TestCase, index: Int, worker: WorkerContext) -> TestResult {
        var result = judge(test, index: index, worker: worker)
        do {
            try worker.resetWorkingFolder()
        } catch {
            result.verdict = .judgeError
            result.message = "cannot make a new working folder in \(worker.folder.path)"
        }
        return result
    }

    private func judge(_ test: TestCase, index: Int, worker: WorkerContext) -> TestResult {
        var result = TestResult(index: index, name: test.name, group: test.group, verdict: .judgeError,
                                cpuSeconds: 0, wallSeconds: 0, peakMemoryBytes: 0)
        let work = worker.workingFolder
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
        let run = LimitedRun(
            executable: command[0], arguments: command + test.arguments,
            environment: ["PATH=/usr/local/bin:/usr/bin:/bin", "HOME=\(work.path)", "LANG=C.UTF-8", "TMPDIR=\(work.path)"],
            workingDirectory: work, input: test.input, output: stdout.url, errorOutput: stderr.url,
            limits: limits, sandbox: sandbox, namespaces: worker.namespaces,
            runner: runner
        )
        let outcome = run.run()
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

    /// The checker's judgement; a custom validator gets a fresh feedback folder, removed after.
    private func validate(_ test: TestCase, output: URL, index: Int, worker: WorkerContext) -> ValidationResult {
        guard checker.needsFeedbackDirectory else {
            return checker.check(input: test.input, answer: test.answer, output: output,
                                 arguments: test.validatorArguments, feedbackDirectory: worker.folder)
        }
        guard let feedback = try? worker.makeFeedbackFolder(index: index) else {
            return .judgeError("cannot make a feedback folder in \(worker.folder.path)")
        }
        defer { try? FileManager.default.removeItem(at: feedback) }
        return checker.check(input: test.input, answer: test.answer, output: output,
                             arguments: test.validatorArguments, feedbackDirectory: feedback)
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
        if outcome.wallTimedOut {
            return (.timeLimitExceeded, String(format: "killed after %.1f s of wall-clock time", outcome.wallSeconds))
        }
        if outcome.cpuSeconds > timeLimit || outcome.signal == SIGXCPU {
            return (.timeLimitExceeded, String(format: "%.2f s of CPU time, limit %.2f s", outcome.cpuSeconds, timeLimit))
        }
        if outcome.signal == SIGKILL && outcome.cpuSeconds >= measuringTimeLimit.rounded(.up) {
            return (.timeLimitExceeded, String(format: "%.2f s of CPU time, limit %.2f s", outcome.cpuSeconds, timeLimit))
        }
        let memoryMessage = "peak memory \(outcome.peakMemoryBytes >> 20) MiB, limit \(memoryBytes >> 20) MiB"
        if outcome.peakMemoryBytes > memoryBytes { return (.memoryLimitExceeded, memoryMessage) }
        let failed = outcome.exitCode != 0
        if failed {
            let outOfMemoryMarkers = ["java.lang.OutOfMemoryError", "heap out of memory", "MemoryError", "std::bad_alloc",
                                      "memory allocation of", "Cannot allocate memory"]
            if outOfMemoryMarkers.contains(where: { stderr.contains($0) })
                || Double(outcome.peakMemoryBytes) >= 0.8 * Double(memoryBytes) {
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
