import CJudge
import Foundation

// MARK: - Interaction

/// One pass of an interactive problem: the submission and the output validator run at the
/// same time, each in its own box under its own limits, the validator's stdout piped to the
/// submission's stdin and the submission's stdout to the validator's stdin. The validator is
/// started as in the batch protocol (`validator input answer feedback_dir/ [arguments]`, the
/// input and answer only as its descriptors 3 and 4 in a box); the submission sees neither.
///
/// The validator's run blocks a helper thread, the submission's the worker's thread; each is
/// ended by its own wall-clock guard at the latest, so neither can hold the judge. The judge
/// keeps each pipe end until the run that uses it has returned, and notes which run returned
/// first before closing them: so the other side sees EOF (or SIGPIPE) only after the end of
/// the first is recorded, and "who ended first" is never a race (problemtools' runner waits
/// the same way). The read end of validator → submission stays open until both have ended,
/// so a validator writing its last reply to a submission that has already exited is not
/// killed by SIGPIPE (also as problemtools does).
///
/// The verdict (`TestRunner`) follows problemtools (`judge/execute.py`, `_run_interactive`),
/// in this order:
/// 1. the validator did not exit with 42 or 43 (crash, other status, not started) → JE;
/// 2. the validator exited first, with 43 → WA, whatever the submission did after that (its
///    CPU time is then reported capped at the time limit);
/// 3. the submission's own verdict, as for a batch run: TLE (over the CPU limit, or stopped by
///    the CPU or wall-clock limit), MLE, OLE (stderr past the output limit), RTE (a non-zero
///    exit or a signal; killed by SIGPIPE, for writing to a validator that has ended, counts
///    as a clean exit);
/// 4. the validator's verdict: 42 → AC, 43 → WA. A validator that accepts and exits while the
///    submission still runs does not stop it: the submission reads EOF, or dies of SIGPIPE
///    when it writes (a clean exit, so AC), or runs into its time limit (TLE).
struct Interaction {
    /// What both runs did.
    struct Outcome {
        var submission: RunOutcome
        var validation: ValidationResult
        var validator: RunOutcome
        /// The validator's run ended before the submission's.
        var validatorFirst: Bool
    }

    /// Runs `command` at `submission` under `limits` (stderr into `errorOutput`) against
    /// `validator` at `validatorSite` on the test's `input` and `answer`.
    static func run(_ command: [String], at submission: RunSite, limits: RunLimits, errorOutput: URL,
                    validator: CustomValidator, at validatorSite: RunSite,
                    input: URL, answer: URL, arguments: [String]) -> Outcome {
        var toValidator: [Int32] = [-1, -1]
        var toSubmission: [Int32] = [-1, -1]
        guard cj_pipe(&toValidator) == 0 else { return failure("cannot make a pipe: \(String(cString: strerror(errno)))") }
        guard cj_pipe(&toSubmission) == 0 else {
            let reason = String(cString: strerror(errno))
            close(toValidator[0])
            close(toValidator[1])
            return failure("cannot make a pipe: \(reason)")
        }
        let validatorStreams = LimitedRun.Streams(input: toValidator[0], output: toSubmission[1])
        let submissionStreams = LimitedRun.Streams(input: toSubmission[0], output: toValidator[1])
        // The validator may wait on the submission for the submission's whole run, then has its
        // own wall-clock limit on top.
        let validatorWall = (limits.wallSeconds ?? 0) + validator.timeLimit * 2 + 1
        let ended = Locked([Side]())
        let finished = Locked<(ValidationResult, RunOutcome)?>(nil)
        let done = DispatchSemaphore(value: 0)
        let handoff = SiteHandoff(validatorSite)
        let thread = Thread {
            let result = validator.run(input: input, answer: answer, arguments: arguments, at: handoff.site, output: nil,
                                       streams: validatorStreams, wallSeconds: validatorWall)
            ended.withLock { $0.append(.validator) }
            close(validatorStreams.output)
            close(validatorStreams.input)
            finished.withLock { $0 = result }
            done.signal()
        }
        thread.stackSize = 1 << 20
        thread.start()
        let outcome = submission.run(command, output: errorOutput, errorOutput: errorOutput, limits: limits,
                                     streams: submissionStreams)
        ended.withLock { $0.append(.submission) }
        close(submissionStreams.output)
        done.wait()
        close(submissionStreams.input)
        let (validation, validatorOutcome) = finished.withLock { $0 }
            ?? (.judgeError("the output validator did not report"), LimitedRun.failure("no report"))
        return Outcome(submission: outcome, validation: validation, validator: validatorOutcome,
                       validatorFirst: ended.withLock { $0.first } == .validator)
    }

    private enum Side: Sendable { case submission, validator }

    private static func failure(_ message: String) -> Outcome {
        Outcome(submission: LimitedRun.failure(message), validation: .judgeError(message),
                validator: LimitedRun.failure(message), validatorFirst: false)
    }
}

/// Hands the validator's site to the helper thread that runs it. A `RunSite` is not
/// `Sendable`: here the worker's thread does not touch it from the helper's start until
/// `done` has been signalled, so only one thread uses it at a time.
private final class SiteHandoff: @unchecked Sendable {
    let site: RunSite
    init(_ site: RunSite) { self.site = site }
}
