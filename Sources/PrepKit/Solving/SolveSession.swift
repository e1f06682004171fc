import ContextStack
import Foundation
import Judge
import Synchronization

/// Judges one solution and records it, the way docs/ARCHITECTURE.md describes `prep solve`:
///
/// 1. the view context creates the Attempt, obtains its permanent ID and saves it (on disk
///    before any test runs, so a killed process leaves an attempt that is later marked
///    interrupted, never half of one);
/// 2. each grading worker has its own worker context and gets only the attempt's ID; it
///    records each TestResult there and saves, pushing into the view context;
/// 3. the view context hears of each new result (objects-did-change) and reports it;
/// 4. after the last test the view context sets the verdict and totals and saves, and the
///    session waits for the root's write.
public final class SolveSession: Sendable {
    let store: PrepStore
    let package: ProblemPackage
    public let submission: Submission
    let options: GradingOptions

    public init(store: PrepStore, package: ProblemPackage, submission: Submission, options: GradingOptions) {
        self.store = store
        self.package = package
        self.submission = submission
        self.options = options
    }

    /// Runs the solve. `emit` is called for each event (on the view context's queue for
    /// tests). If the surrounding task is cancelled (Ctrl-C), the attempt is recorded as
    /// interrupted and `PrepError` is not thrown: the outcome says `INT`.
    public func run(_ emit: @escaping @Sendable (SolveEvent) -> Void) async throws -> SolveOutcome {
        let view = store.view
        let source = SourceText.read(submission.url)
        let grader = Grader(package: package, options: options)
        let timeLimit = grader.timeLimit(for: submission.language)
        let origin = grader.timeLimitOrigin(for: submission.language)
        let slug = package.slug, language = submission.language.name, path = submission.url.path, mode = submission.mode
        // Under the store lock: another prep may be saving the same text at this moment, and
        // there is one source row per text.
        let store = store
        let attemptID: ObjectID = try await store.exclusively {
            let id: ObjectID = try await view.perform {
                guard let problem = try Problem.named(slug, in: view) else {
                    throw PrepError("\(slug) is not in the catalogue; run prep import")
                }
                let attempt = Attempt(context: view)
                attempt.problem = problem
                attempt.language = language
                attempt.mode = mode
                attempt.sourcePath = path
                attempt.source = try SubmittedSource.stored(hash: source.hash, text: source.text, in: view)
                attempt.startedAt = Date()
                attempt[Attempt.owner] = ProcessIdentity.current
                try view.obtainPermanentIDs(for: [attempt])
                try view.save()
                return attempt.objectID
            }
            try await store.flush()
            return id
        }
        // Function mode: the LeetCode tier's tests decide; the stretch tier's follow, apart.
        // (Function mode's own tests: a stretch test whose values do not fit the signature is left out.)
        let judged = mode == .function ? (try? package.functionTestCases(cacheDirectory: options.cacheDirectory)) ?? package.testCases
            : package.testCases
        let stretchTotal = mode == .function && options.separatesStretch ? judged.filter(\.isStretch).count : 0
        let total = judged.count - stretchTotal
        emit(.started(SolveStart(attempt: attemptID.uriRepresentation, problem: slug, name: package.name,
                                 language: language, tests: total, timeLimit: timeLimit, timeLimitOrigin: origin,
                                 workers: options.workers, note: package.dataNote, mode: mode, stretchTests: stretchTotal)))

        // The view context reports each result a worker saved into it.
        let lines = Collected<TestLine>()
        let observation = view.addObserver(.objectsDidChange) { note in
            let ids = note.inserted.filter { $0.entityName == TestRun.entityName }.sorted { ($0.rowID ?? 0) < ($1.rowID ?? 0) }
            for id in ids {
                guard let run = try? view.existingObject(with: id, as: TestRun.self) else { continue }
                let stretch = stretchTotal > 0 && run.index >= total
                let done = lines.items.filter { $0.stretch == stretch }.count + 1
                let line = TestLine(index: run.index, name: run.name, verdict: run.verdict, cpuSeconds: run.cpuSeconds,
                                    wallSeconds: run.wallSeconds, peakMemoryBytes: run.peakMemoryBytes,
                                    message: run.message, callSeconds: run.callSeconds, done: done,
                                    total: stretch ? stretchTotal : total, stretch: stretch)
                lines.append(line)
                emit(.test(line))
            }
        }
        defer { observation.cancel() }

        let workers = (0..<max(1, options.workers)).map { store.container.newWorkerContext(name: "grading worker \($0 + 1)") }
        let failures = Collected<String>()
        var summary: GradingSummary?
        for await event in grader.grade(submission) {
            switch event {
            case .compileStarted(let language):
                emit(.compiling(language: language.name))
            case .compileFinished(let report):
                view.enqueue {
                    (view.object(with: attemptID) as? Attempt)?.compileSeconds = report.seconds
                }
                emit(.compiled(seconds: report.seconds, cacheHit: report.cacheHit, error: report.error))
            case .testFinished(let result):
                let worker = workers[result.index % workers.count]
                worker.enqueue {
                    let run = TestRun(context: worker)
                    run.attempt = worker.object(with: attemptID) as? Attempt
                    run.index = result.index
                    run.name = result.name
                    run.group = result.group
                    run.verdict = result.verdict
                    run.cpuSeconds = result.cpuSeconds
                    run.wallSeconds = result.wallSeconds
                    run.peakMemoryBytes = Int(result.peakMemoryBytes)
                    run.message = result.message
                    run.callSeconds = result.callSeconds
                    do { try worker.save() } catch { failures.append("\(result.name): \(error)") }
                }
            case .finished(let final):
                summary = final
            }
        }
        // Every worker's save has reached the view context once its queue and then the view's
        // queue have run what was enqueued before.
        for worker in workers { try await worker.perform {} }
        try await view.perform {}
        if let failure = failures.items.first { throw PrepError("could not record a test result: \(failure)") }

        let recorded = summary, done = lines.items
        let outcome: SolveOutcome = try await view.perform {
            guard let attempt = view.object(with: attemptID) as? Attempt else { throw PrepError("the attempt vanished") }
            if let summary = recorded {
                attempt.verdict = .judged(summary.verdict)
                attempt.message = summary.message
                attempt.cpuSeconds = summary.maxCPUSeconds
                attempt.peakMemoryBytes = Int(summary.maxPeakMemoryBytes)
                attempt.testsPassed = summary.testsPassed
                attempt.testsTotal = summary.testsTotal
                attempt.stretch = summary.stretch
                if let compile = summary.compile { attempt.compileSeconds = compile.seconds }
            } else {
                attempt.verdict = .interrupted
                attempt.message = "interrupted"
                attempt.testsPassed = done.filter { $0.verdict == .accepted }.count
                attempt.testsTotal = total
            }
            attempt.finishedAt = Date()
            try view.save()
            return Self.outcome(attempt, attemptID, recorded, done, slug: slug, timeLimit: timeLimit, origin: origin)
        }
        try await store.flush()
        if recorded != nil, outcome.verdict == .accepted {
            try await ReviewScheduler(store: store).ensureCard(for: slug)
        }
        emit(.finished(outcome))
        return outcome
    }

    private static func outcome(_ attempt: Attempt, _ id: ObjectID, _ summary: GradingSummary?, _ lines: [TestLine],
                                slug: String, timeLimit: Double, origin: TimeLimitOrigin) -> SolveOutcome {
        let slowest = summary?.results.max { $0.cpuSeconds < $1.cpuSeconds }
        let firstFailure = summary?.results.first { $0.verdict != .accepted }
        return SolveOutcome(
            attempt: id.uriRepresentation, problem: slug, language: attempt.language, verdict: attempt.verdict,
            verdictTitle: attempt.verdict.title,
            testsPassed: attempt.testsPassed, testsTotal: attempt.testsTotal, compileSeconds: attempt.compileSeconds,
            compileCached: summary?.compile?.cacheHit ?? false,
            slowestTest: slowest?.name, slowestCPUSeconds: slowest?.cpuSeconds ?? 0,
            peakMemoryBytes: attempt.peakMemoryBytes, timeLimit: timeLimit, timeLimitOrigin: origin, message: attempt.message,
            failure: firstFailure.map { result in
                var detail = FailureDetail(result)
                // A function's answer is one line of JSON: the comparator's message says where
                // it differs, a line and column would not.
                if attempt.mode == .function { (detail.differenceLine, detail.differenceColumn) = (nil, nil) }
                return detail
            }, tests: lines.sorted { $0.index < $1.index }, mode: attempt.mode,
            stretch: summary?.stretch.map { stretch in
                var shown = stretch
                shown.results = []
                return shown
            }, stretchFailure: summary?.stretch?.results.first { $0.verdict != .accepted }.map(FailureDetail.init))
    }
}

/// A thread-safe list, for collecting from callbacks on other queues.
final class Collected<Item: Sendable>: Sendable {
    private let storage = Mutex<[Item]>([])
    func append(_ item: Item) { storage.withLock { $0.append(item) } }
    var items: [Item] { storage.withLock { $0 } }
    var count: Int { storage.withLock { $0.count } }
}

/// A submission's text and hash, as stored with the attempt (a folder's files are joined,
/// each under a header line).
enum SourceText {
    static func read(_ url: URL) -> (text: String, hash: String) {
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        var data = Data()
        if isFolder.boolValue {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                data.append(Data("// ==== \(name)\n".utf8))
                data.append((try? Data(contentsOf: url.appendingPathComponent(name))) ?? Data())
            }
        } else {
            data = (try? Data(contentsOf: url)) ?? Data()
        }
        return (String(decoding: data, as: UTF8.self), ContentDigest.sha256(data))
    }
}

// MARK: - Preparing a solve

extension SolveSession {
    /// The session `prep solve <problem> [file] [--lang]` runs: the problem found in the
    /// catalogue (by slug, name or a near miss), its package loaded, the solution file found
    /// and checked. Nothing is recorded until `run`.
    /// - Throws: `PrepError` with one line: unknown problem, a package gone from `problems`,
    ///   a broken package, or the solution file's fault (see `SolutionFile.resolve`).
    public static func prepare(store: PrepStore, problems: URL, problem: String, file: String?, lang: String?,
                               mode: SolutionMode? = nil, options: GradingOptions = GradingOptions(),
                               directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws -> SolveSession {
        let found = try ProblemLookup(store: store, problems: problems).find(problem)
        guard !found.isMissing else {
            throw PrepError("\(found.slug)'s package is gone from \(problems.path); restore it to judge again")
        }
        var submission = try SolutionFile.resolve(slug: found.slug, argument: file, lang: lang, directory: directory)
        var package: ProblemPackage
        do { package = try ProblemPackage.load(from: URL(fileURLWithPath: found.packagePath), cacheDirectory: options.cacheDirectory) } catch {
            throw PrepError(error)
        }
        // The user's own tests (prep stress --save) after the package's.
        package.testCases += try PersonalTests.cases(problem: found.slug, store: store, cacheDirectory: options.cacheDirectory,
                                                     validatorArguments: package.testCases.first { !$0.isSample }?.validatorArguments ?? [])
        // The mode the file is written in, unless --mode says.
        switch (mode, package.interface) {
        case (.function?, nil):
            throw PrepError("--mode function: \(package.slug) has no function mode (its statement asks for a program reading standard input)")
        case (.stdin?, _) where !package.offersStdinMode:
            throw PrepError("--mode stdin: \(package.slug) is judged in function mode only")
        case (let forced?, _):
            submission.mode = forced
        case (nil, let interface?):
            submission.mode = package.offersStdinMode ? interface.mode(of: submission) : .function
        case (nil, nil):
            submission.mode = .stdin
        }
        return SolveSession(store: store, package: package, submission: submission, options: options)
    }

    /// The problem being solved.
    public var slug: String { package.slug }
}
