import Foundation

// MARK: - TestRunner

/// Runs a compiled program on one test and judges it: a fresh working folder, a limited run,
/// the verdict from the kernel's accounting, then the output validator.
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

    func run(_ test: TestCase, index: Int) -> TestResult {
        let folder = session.appendingPathComponent("t\(index)", isDirectory: true)
        let work = folder.appendingPathComponent("work", isDirectory: true)
        let feedback = folder.appendingPathComponent("feedback", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var result = TestResult(index: index, name: test.name, group: test.group, verdict: .judgeError,
                                cpuSeconds: 0, wallSeconds: 0, peakMemoryBytes: 0)
        do {
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: feedback, withIntermediateDirectories: true)
        } catch {
            result.message = "cannot make a working folder in \(session.path)"
            return result
        }
        if let drop = sandbox.dropTo { chown(work.path, uid_t(drop.uid), gid_t(drop.gid)) }
        let stdoutURL = folder.appendingPathComponent("out")
        let stderrURL = folder.appendingPathComponent("err")
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
            workingDirectory: work, input: test.input, output: stdoutURL, errorOutput: stderrURL,
            limits: limits, sandbox: sandbox
        )
        let outcome = run.run()
        result.cpuSeconds = outcome.cpuSeconds
        result.wallSeconds = outcome.wallSeconds
        result.peakMemoryBytes = outcome.peakMemoryBytes
        let stderrText = String(decoding: FileTree.head(of: stderrURL, limit: 4096), as: UTF8.self)
        if !stderrText.isEmpty { result.errorExcerpt = Excerpt.lines(stderrText) }

        let (runVerdict, runMessage) = classify(outcome, stderr: stderrText, outputSize: FileTree.fileSize(stdoutURL))
        var verdict = runVerdict
        var message = runMessage
        var untimed: Verdict?
        if runVerdict == nil || runVerdict == .timeLimitExceeded && finishedNormally(outcome) {
            let judged = checker.check(input: test.input, answer: test.answer, output: stdoutURL,
                                       arguments: test.validatorArguments, feedbackDirectory: feedback)
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
            result.receivedExcerpt = Excerpt.file(stdoutURL)
        }
        return result
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
