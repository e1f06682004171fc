import ArgumentParser
import ContextStack
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

        @Argument(help: "The problem's slug.") var problem: String
        @Argument(help: "The solution file or folder (default: <problem>.<ext> here).") var file: String?
        @Option(help: "The language, if the extension does not say (see prep languages).") var lang: String?
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
            let found = try ProblemLookup(store: store, problems: paths.problems).find(problem)
            guard !found.isMissing else {
                throw PrepError("\(found.slug)'s package is gone from \(paths.problems.path); restore it to judge again")
            }
            let solution = try SolutionFile.resolve(slug: found.slug, argument: file, lang: lang)
            let package: ProblemPackage
            do { package = try ProblemPackage.load(from: URL(fileURLWithPath: found.packagePath)) } catch {
                throw PrepError("\(error)")
            }
            var options = GradingOptions()
            if let workers { options.workers = workers }
            options.stopAtFirstFailure = failFast
            let terminal = common.terminal
            if !Sandbox.status.isolated, let reason = Sandbox.status.reason {
                Output.error(terminal.paint("prep: isolation is OFF (\(reason)): programs run with limits only, not in a box", .yellow))
            }

            guard watch else {
                let outcome = try await judge(store, package, solution, options, terminal)
                if outcome.verdict == .interrupted { throw ExitCode(130) }
                if outcome.verdict == .accepted, !json { try RatingPrompt.offer(store: store, slug: found.slug, terminal: terminal) }
                if outcome.verdict != .accepted { throw ExitCode(1) }
                return
            }
            var stamp = SolutionFile.stamp(solution.url)
            while true {
                let outcome = try await judge(store, package, solution, options, terminal)
                if outcome.verdict == .interrupted { return }
                Output.error(terminal.paint("watching \(solution.url.lastPathComponent): save to judge again, Ctrl-C to stop", .dim))
                guard let next = await SolutionFile.waitForChange(solution.url, since: stamp) else { return }
                stamp = next
            }
        }

        /// One judging, with Ctrl-C cancelling it (the attempt is then recorded as interrupted).
        private func judge(_ store: PrepStore, _ package: ProblemPackage, _ solution: Submission,
                           _ options: GradingOptions, _ terminal: Terminal) async throws -> SolveOutcome {
            let renderer = SolveRenderer(terminal: terminal, quiet: json)
            let session = SolveSession(store: store, package: package, submission: solution, options: options)
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

/// Finds and checks the solution file.
enum SolutionFile {
    /// The largest source prep judges (and stores with the attempt), as judges limit them.
    static let maxSourceBytes = 1 << 20

    static func resolve(slug: String, argument: String?, lang: String?) throws -> Submission {
        var language: Language?
        if let lang {
            guard let named = Languages.named(lang) else { throw PrepError("unknown language '\(lang)'; prep languages lists them") }
            language = named
        }
        let url: URL
        if let argument {
            url = URL(fileURLWithPath: argument)
            guard FileManager.default.fileExists(atPath: url.path) else { throw PrepError("\(argument): no such file") }
        } else {
            let here = FileManager.default.currentDirectoryPath
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: here)) ?? []).filter { name in
                name.hasPrefix(slug + ".") && (language.map { $0.extensions.contains(String(name.dropFirst(slug.count + 1))) }
                    ?? (Languages.forExtension(String(name.dropFirst(slug.count + 1))) != nil))
            }.sorted()
            guard let first = names.first else {
                throw PrepError("no solution file \(slug).<ext> in \(here); name one, or start one with prep new \(slug)")
            }
            guard names.count == 1 else {
                throw PrepError("several solutions here (\(names.joined(separator: ", "))); name the one to judge")
            }
            url = URL(fileURLWithPath: here).appendingPathComponent(first)
        }
        // The user's input errors, said before anything is recorded: an empty, unreadable or
        // oversized source (judges cap sources too; the store keeps each attempt's source).
        var total = 0
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        let files = isFolder.boolValue
            ? ((try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? []).map { url.appendingPathComponent($0) }
            : [url]
        for file in files {
            var info = stat()
            guard stat(file.path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { continue }
            guard access(file.path, R_OK) == 0 else { throw PrepError("\(file.path): cannot be read (permission denied)") }
            total += Int(info.st_size)
        }
        guard total > 0 else { throw PrepError("\(url.path) is empty") }
        guard total <= maxSourceBytes else {
            throw PrepError("\(url.path): \(total / 1024) KiB of source; the limit is \(maxSourceBytes / 1024) KiB")
        }
        do { return try Submission(url: url, language: language) } catch {
            throw PrepError("\(error)")
        }
    }

    static func stamp(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate]) as? Date
    }

    /// Waits until the file's modification time moves past `since`; nil when cancelled.
    static func waitForChange(_ url: URL, since: Date?) async -> Date? {
        let before = Interrupts.shared.count
        while Interrupts.shared.count == before {
            try? await Task.sleep(nanoseconds: 300_000_000)
            if let now = stamp(url), now != since { return now }
        }
        return nil
    }
}

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
