import ArgumentParser
import Dispatch
import Foundation
import Judge
import PrepKit
import Synchronization

extension Prep {
    /// `prep solve`: judge a solution, record the attempt, show each test as it finishes.
    struct SolveCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "solve",
            abstract: "Judge your solution to a problem and record the attempt.",
            discussion: """
                The solution is FILE, or <problem>.<ext> in the current folder. Exit status: 0 accepted, \
                1 another verdict, 2 a usage or input error, 130 interrupted.
                """)

        @Argument(help: "The problem's slug (or its LeetCode number).", completion: Completions.problems) var problem: String
        @Argument(help: "The solution file or folder (default: <problem>.<ext> here).") var file: String?
        @Option(help: "The language, if the extension does not say (see prep languages).", completion: Completions.languages) var lang: String?
        @Option(help: ArgumentHelp("function: the file is the function or class the problem asks for, as in LeetCode's editor; "
            + "stdin: a program reading standard input (default: told from the file).", valueName: "function|stdin"))
        var mode: SolutionMode?
        @Option(parsing: .unconditional, help: "Parallel grading workers, 1 to 64 (default: the number of cores).") var workers: Int?
        @Flag(name: .customLong("fail-fast"), help: "Stop at the first failing test.") var failFast = false
        @Flag(help: "Judge again every time the file is saved.") var watch = false
        @Flag(help: "Print the attempt as JSON.") var json = false
        @OptionGroup var common: CommonOptions

        func validate() throws {
            if watch && json { throw ValidationError("--watch and --json do not go together") }
            if let workers, !(1...64).contains(workers) { throw ValidationError("--workers must be between 1 and 64 (got \(workers))") }
        }

        func run() async throws {
            let (store, paths) = try common.open()
            var options = GradingOptions()
            if let workers { options.workers = workers }
            options.stopAtFirstFailure = failFast
            // A crash in C or C++ is run again under AddressSanitizer, to name the line.
            options.diagnosesCrashes = true
            let session = try SolveSession.prepare(store: store, problems: paths.problems, problem: problem,
                                                   file: file, lang: lang, mode: mode, options: options)
            let terminal = common.terminal
            if let warning = Isolation.warning() { Output.error(terminal.paint("prep: \(warning)", .yellow)) }

            guard watch else {
                let outcome = try await judge(session, terminal)
                if outcome.verdict == .interrupted { throw ExitCode(130) }
                if outcome.verdict == .accepted, !json { try RatingPrompt.offer(store: store, slug: session.slug, terminal: terminal) }
                if outcome.verdict != .accepted { throw ExitCode(1) }
                return
            }
            let solution = session.submission.url
            var stamp = SolutionFile.stamp(solution)
            // Ctrl-C ends the watch as it ends any command: exit status 130.
            // A Ctrl-C counts from the start of each round: one that comes between the judging and
            // the waiting is not lost.
            while true {
                let interrupts = Interrupts.shared.count
                let outcome = try await judge(session, terminal)
                if outcome.verdict == .interrupted || Interrupts.shared.count != interrupts { throw ExitCode(130) }
                if outcome.verdict == .accepted { try RatingPrompt.offer(store: store, slug: session.slug, terminal: terminal) }
                Output.error(terminal.paint("watching \(solution.lastPathComponent): save to judge again, Ctrl-C to stop", .dim))
                guard let next = await SolutionFile.waitForChange([solution], since: [stamp], interrupts: interrupts) else {
                    throw ExitCode(130)
                }
                stamp = next[0]
            }
        }

        /// One judging, with Ctrl-C cancelling it (the attempt is then recorded as interrupted).
        private func judge(_ session: SolveSession, _ terminal: Terminal) async throws -> SolveOutcome {
            let renderer = SolveRenderer(terminal: terminal, quiet: json)
            let task = Task { try await session.run { renderer.handle($0) } }
            Interrupts.shared.onInterrupt { task.cancel() }
            defer { Interrupts.shared.onInterrupt(nil) }
            let outcome = try await task.value
            if json {
                try Output.json(outcome)
            } else {
                print(SolveRenderer.summary(outcome, terminal: terminal))
            }
            fflush(nil)
            return outcome
        }
    }
}

extension SolutionMode: ExpressibleByArgument {}

/// Ctrl-C as an event rather than a kill. One SIGINT source for the whole process:
/// libdispatch installs its signal handler once, so sources must not come and go.
///
/// `@unchecked`: `source` (not Sendable) is made and resumed in `init` and never touched again;
/// the rest is in a `Mutex`.
final class Interrupts: @unchecked Sendable {
    static let shared = Interrupts()

    private struct State {
        var handler: (@Sendable () -> Void)?
        var received = 0
    }
    private let state = Mutex(State())
    private let source: any DispatchSourceSignal

    private init() {
        signal(SIGINT, SIG_IGN)
        source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler { [unowned self] in
            let current = state.withLock { state in
                state.received += 1
                return state.handler
            }
            current?()
        }
        source.resume()
    }

    /// What Ctrl-C does from now on (nil: only counted).
    func onInterrupt(_ newHandler: (@Sendable () -> Void)?) {
        state.withLock { $0.handler = newHandler }
    }

    /// How many times Ctrl-C was pressed.
    var count: Int { state.withLock { $0.received } }
}
