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
    /// The submission talks with the output validator while both run (`Interaction`).
    var interactive = false
    /// A multi-pass problem: the validator may ask for another pass (`nextpass.in`).
    var multiPass = false
    /// The most passes a test may take: `validation_passes` for a multi-pass problem, else 1.
    var passes = 1
    /// A function-mode solution in its harness: the driver ends its output with the time of the
    /// user's calls (`Harness.timingPrefix`), and messages name the user's file.
    var function: FunctionRun?
    /// Where to keep each test's whole output (`GradingOptions.outputFolder`), nil to keep none.
    var keepOutputs: URL?

    struct FunctionRun: Sendable {
        /// Harness names → the user's file name.
        var renames: [String: String]
        var interface: FunctionInterface?
        /// The harness's own files (the driver), whose stack frames the user never sees.
        var driverFiles: Set<String> = []
    }

    /// The output checker: the default validator, the package's own (run in a box), or function
    /// mode's JSON comparison.
    enum Checker: Sendable {
        case standard(DefaultValidator)
        case custom(CustomValidator, folder: URL)
        case function(FunctionComparator)
        /// Outputs are not judged (`GradingOptions.checksOutputs` off): runs made to be timed.
        case unchecked
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

    /// Judges a test: one pass, or for a multi-pass problem as many as the validator asks for
    /// (each with `nextpass.in` from the one before as its input, each under the same limits),
    /// as problemtools does: a pass the validator accepts without writing `nextpass.in` ends
    /// the test; a pass that fails ends it with its verdict; `nextpass.in` from a validator
    /// that did not accept, or on the last pass allowed, is a judge error. The feedback folder
    /// is kept from pass to pass; the submission's scratch folders are emptied between them.
    private func judge(_ test: TestCase, index: Int, worker: WorkerContext) -> TestResult {
        var result = TestResult(index: index, name: test.name, group: test.group, verdict: .judgeError,
                                cpuSeconds: 0, wallSeconds: 0, peakMemoryBytes: 0)
        var input = test.input
        // The verdict at the time limit, once a pass has failed at it; later passes run only
        // to find the verdict without a time limit.
        var timed: (verdict: Verdict, message: String?)?
        for number in 1...max(1, passes) {
            var pass = runPass(test, input: input, worker: worker)
            result.cpuSeconds = max(result.cpuSeconds, pass.cpuSeconds)
            result.wallSeconds += pass.wallSeconds
            result.peakMemoryBytes = max(result.peakMemoryBytes, pass.peakMemoryBytes)
            if let call = pass.callSeconds { result.callSeconds = call }
            if let excerpt = pass.errorExcerpt { result.errorExcerpt = excerpt }
            var next: URL?
            if multiPass {
                switch takeNextPass(worker: worker, number: number + 1) {
                case .none: break
                case .some(.failure(let error)):
                    pass.setJudgeError(error.message)
                case .some(.success(let url)):
                    if !pass.validatorAccepted {
                        pass.setJudgeError("the output validator wrote nextpass.in but did not accept the pass")
                    } else if number == passes {
                        pass.setJudgeError("the output validator asked for pass \(number + 1), "
                                           + "but limits.validation_passes is \(passes)")
                    } else {
                        next = url
                    }
                }
            }
            if timed == nil, pass.verdict != .accepted || next == nil {
                timed = (pass.verdict, pass.message.map { number > 1 ? "pass \(number): \($0)" : $0 })
                if pass.verdict != .accepted {
                    result.inputExcerpt = function.flatMap { Excerpt.arguments(input, interface: $0.interface) } ?? Excerpt.file(input)
                    result.expectedExcerpt = Excerpt.file(test.answer)
                    result.receivedExcerpt = pass.receivedExcerpt
                }
            }
            result.verdictIgnoringTime = pass.untimed
            guard let next, pass.untimed == .accepted else { break }
            input = next
            do {
                try worker.solution.scratch.reset()
            } catch {
                timed = timed ?? (.judgeError, "cannot empty the scratch folders in \(worker.folder.path)")
                result.verdictIgnoringTime = .judgeError
                break
            }
        }
        result.verdict = timed?.verdict ?? .judgeError
        result.message = timed?.message
        if result.verdict == .accepted || result.verdict == .judgeError {
            result.inputExcerpt = nil
            result.expectedExcerpt = nil
            result.receivedExcerpt = nil
        }
        return result
    }

    /// How one pass went.
    private struct Pass {
        var verdict: Verdict = .judgeError
        /// The verdict without a time limit, when known.
        var untimed: Verdict?
        var message: String?
        /// The output validator ran and exited 42.
        var validatorAccepted = false
        var cpuSeconds = 0.0
        var wallSeconds = 0.0
        var peakMemoryBytes: Int64 = 0
        var errorExcerpt: String?
        var receivedExcerpt: String?
        /// Function mode: the seconds the user's calls took, as the driver measured them.
        var callSeconds: Double?

        mutating func setJudgeError(_ text: String) {
            verdict = .judgeError
            untimed = .judgeError
            message = text
            validatorAccepted = false
        }
    }

    /// `nextpass.in` from the validator's feedback folder, moved out of it into the worker's
    /// folder (a plain file only); nil when the validator did not write one.
    private func takeNextPass(worker: WorkerContext, number: Int) -> Result<URL, PassError>? {
        guard let site = worker.validator else { return nil }
        let written = site.scratch.url("feedback").appendingPathComponent("nextpass.in")
        var info = stat()
        guard lstat(written.path, &info) == 0 else { return nil }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            FileTree.forceRemove(written)
            return .failure(PassError(message: "the output validator's nextpass.in is not a plain file"))
        }
        let copy = worker.folder.appendingPathComponent("pass-\(number).in")
        FileTree.forceRemove(copy)
        defer { FileTree.forceRemove(written) }
        do {
            try FileTree.copyPlainTree(from: written, to: copy, limitBytes: 1 << 30)
        } catch {
            return .failure(PassError(message: "the output validator's nextpass.in cannot be used: \(error)"))
        }
        return .success(copy)
    }

    private struct PassError: Error { var message: String }

    /// Runs the submission once on `input` and judges that run.
    private func runPass(_ test: TestCase, input: URL, worker: WorkerContext) -> Pass {
        var pass = Pass()
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
        if interactive {
            return runInteractivePass(test, input: input, worker: worker, limits: limits, stderr: stderr)
        }
        let outcome = worker.solution.run(command + test.arguments, input: input, output: stdout.url,
                                          errorOutput: stderr.url, limits: limits)
        pass.cpuSeconds = outcome.cpuSeconds
        pass.wallSeconds = outcome.wallSeconds
        pass.peakMemoryBytes = outcome.peakMemoryBytes
        var stderrText = String(decoding: stderr.head(limit: 4096), as: UTF8.self)
        if let function { stderrText = Harness.userFacing(stderrText, renames: function.renames) }
        pass.errorExcerpt = ErrorOutput.excerpt(of: stderr, language: language, function: function)

        let (runVerdict, runMessage) = classify(outcome, stderr: stderrText, outputSize: stdout.size)
        var verdict = runVerdict
        var message = runMessage
        if function != nil, runVerdict == nil || runVerdict == .timeLimitExceeded && finishedNormally(outcome) {
            // The driver's last line is the time of the calls; without it the program ended
            // before the solution returned (an exit() inside it, say).
            if let line = stdout.takeLastLine(prefix: Harness.timingPrefix),
               let nanoseconds = Double(line.dropFirst(Harness.timingPrefix.count)) {
                // The drivers time calls by the clock on the wall: on a busy machine that counts
                // time spent waiting for a core. The calls cannot have used more CPU time than the
                // whole run, so that bounds them ("call 0.23 s" beside a run of 0.13 s was waiting).
                pass.callSeconds = min(nanoseconds / 1e9, outcome.cpuSeconds)
            } else if runVerdict == nil {
                verdict = .runTimeError
                message = "the program ended before the solution returned (exit code 0, no result)"
            }
        }
        if function != nil, verdict == .runTimeError, outcome.exitCode == 3, stderrText.hasPrefix("prep driver:") {
            verdict = .judgeError
            message = stderrText.split(separator: "\n").first.map(String.init)
        }
        if verdict == nil || verdict == .timeLimitExceeded && finishedNormally(outcome) {
            let judged = validate(test, input: input, output: stdout.url, worker: worker)
            let (validated, validatorMessage) = Self.verdict(of: judged)
            pass.untimed = validated
            pass.validatorAccepted = validated == .accepted
            if verdict == nil {
                verdict = validated
                message = validatorMessage
            }
        } else if let verdict, verdict != .timeLimitExceeded {
            pass.untimed = verdict
        }
        pass.verdict = verdict ?? .judgeError
        pass.message = message
        if pass.verdict != .accepted && pass.verdict != .judgeError {
            pass.receivedExcerpt = Excerpt.file(stdout.url)
        }
        if let keepOutputs {
            // The whole output, for whoever runs an oracle (`GradingOptions.outputFolder`).
            let kept = keepOutputs.appendingPathComponent(test.name.replacingOccurrences(of: "/", with: "__") + ".out")
            FileTree.forceRemove(kept)
            _ = FileManager.default.createFile(atPath: kept.path, contents: stdout.head(limit: Int(min(stdout.size, outputBytes + 1))))
        }
        return pass
    }

    /// One interactive pass (see `Interaction` for the order of the verdicts).
    private func runInteractivePass(_ test: TestCase, input: URL, worker: WorkerContext, limits: RunLimits,
                                    stderr: OutputCapture) -> Pass {
        var pass = Pass()
        guard case .custom(let validator, _) = checker, let site = worker.validator else {
            pass.setJudgeError("an interactive problem needs its own output validator")
            return pass
        }
        let interaction = Interaction.run(command + test.arguments, at: worker.solution, limits: limits,
                                          errorOutput: stderr.url, validator: validator, at: site,
                                          input: input, answer: test.answer, arguments: test.validatorArguments)
        var outcome = interaction.submission
        // Killed for writing to a validator that had ended: the validator decides.
        if outcome.signal == SIGPIPE {
            outcome.signal = nil
            outcome.exitCode = 0
        }
        pass.cpuSeconds = outcome.cpuSeconds
        pass.wallSeconds = outcome.wallSeconds
        pass.peakMemoryBytes = outcome.peakMemoryBytes
        let stderrText = String(decoding: stderr.head(limit: 4096), as: UTF8.self)
        pass.errorExcerpt = ErrorOutput.excerpt(of: stderr, language: language, function: function)
        let (validated, validatorMessage) = Self.verdict(of: interaction.validation)
        pass.validatorAccepted = validated == .accepted
        if validated == .judgeError || validated == .wrongAnswer && interaction.validatorFirst {
            // The validator's verdict stands whatever the submission did; its time as well
            // (capped at the limit, as problemtools reports it).
            pass.verdict = validated
            pass.untimed = validated
            pass.message = validatorMessage
            pass.cpuSeconds = min(pass.cpuSeconds, timeLimit)
            return pass
        }
        let (runVerdict, runMessage) = classify(outcome, stderr: stderrText, outputSize: 0)
        pass.verdict = runVerdict ?? validated
        pass.message = runVerdict == nil ? validatorMessage : runMessage
        if runVerdict == nil || runVerdict == .timeLimitExceeded && finishedNormally(outcome) {
            pass.untimed = validated
        } else if let runVerdict, runVerdict != .timeLimitExceeded {
            pass.untimed = runVerdict
        }
        return pass
    }

    /// The checker's judgement; a custom validator runs in the worker's validator box.
    private func validate(_ test: TestCase, input: URL, output: URL, worker: WorkerContext) -> ValidationResult {
        switch checker {
        case .standard(let validator):
            return validator.check(input: input, answer: test.answer, output: output,
                                   arguments: test.validatorArguments, feedbackDirectory: worker.folder)
        case .custom(let validator, _):
            guard let site = worker.validator else { return .judgeError("no box for the output validator") }
            return validator.check(input: input, answer: test.answer, output: output,
                                   arguments: test.validatorArguments, at: site)
        case .function(let comparator):
            return comparator.check(answer: test.answer, output: output)
        case .unchecked:
            return .accepted
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
            // The kernel's limit is whole seconds and counts CPU time in scheduler ticks, a little
            // differently from the time measured after the run: say so rather than seem to stop
            // a program before its limit.
            let kernel = Int(measuringTimeLimit.rounded(.up))
            return (.timeLimitExceeded, "stopped at the kernel's CPU-time limit (\(kernel) s, counted in scheduler ticks; "
                    + "\(String(format: "%.3f s", outcome.cpuSeconds)) measured after the run), \(limit)")
        }
        if outcome.wallTimedOut {
            return (.timeLimitExceeded, String(format: "stopped by the wall-clock limit after %.1f s, with %@ (%@)",
                                               outcome.wallSeconds, cpu, limit))
        }
        // An MLE says what settled it: the peak over the limit, the runtime's own out-of-memory
        // error (an allocation beyond the limit fails at once, so the peak may be small), or a
        // failure (a signal, an exit code) near the limit.
        let peak = "peak memory \(outcome.peakMemoryBytes >> 20) MiB, limit \(memoryBytes >> 20) MiB"
        if outcome.peakMemoryBytes > memoryBytes { return (.memoryLimitExceeded, peak) }
        let failed = outcome.exitCode != 0
        if failed {
            if let marker = language.outOfMemoryMarker(in: stderr) {
                return (.memoryLimitExceeded, "the program ran out of memory ('\(marker)' on standard error; "
                    + "an allocation past the limit fails at once): \(peak)")
            }
            if Double(outcome.peakMemoryBytes) >= 0.8 * Double(memoryBytes) {
                return (.memoryLimitExceeded, "\(outcome.terminationDescription) near the memory limit: \(peak)")
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
/// The start of a test's files, as a person reads them: at most `maxLines` lines and
/// `maxBytes` bytes, control characters made visible.
public enum Excerpt {
    static let maxLines = 20
    static let maxBytes = 2048

    public static func file(_ url: URL) -> String {
        lines(String(decoding: FileTree.head(of: url, limit: maxBytes), as: UTF8.self),
              truncated: FileTree.fileSize(url) > Int64(maxBytes))
    }

    /// A function-mode input as the call's arguments, one `name = value` per line (a design's
    /// two lines as `calls` and `arguments`); nil when the file does not have one line per name.
    public static func arguments(_ url: URL, interface: FunctionInterface?) -> String? {
        guard let interface else { return nil }
        let names = interface.isDesign ? ["calls", "arguments"] : interface.methods[0].parameters.map(\.name)
        let text = String(decoding: FileTree.head(of: url, limit: maxBytes), as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard lines.count == names.count || FileTree.fileSize(url) > Int64(maxBytes) else { return nil }
        let labelled = zip(names, lines).map { "\($0) = \($1)" }.joined(separator: "\n")
        return Self.lines(labelled, truncated: FileTree.fileSize(url) > Int64(maxBytes))
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
