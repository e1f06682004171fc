import Foundation

// MARK: - Grader

/// Judges submissions against a problem package: compiles (through the cache), runs the tests
/// on parallel workers, and streams each result as it finishes.
///
/// ```swift
/// let grader = Grader(package: package, options: GradingOptions())
/// for await event in grader.grade(try Submission(url: file)) {
///     if case .testFinished(let result) = event { print(result.name, result.verdict.code) }
///     if case .finished(let summary) = event { print(summary.verdict.title) }
/// }
/// ```
public struct Grader: Sendable {
    public var package: ProblemPackage
    public var options: GradingOptions

    public init(package: ProblemPackage, options: GradingOptions = GradingOptions()) {
        self.package = package
        self.options = options
    }

    /// The time limit in force: the override, the package's own, a derived one from the
    /// cache (see `TimeLimitStore`), else 1 s.
    public var timeLimit: Double {
        options.timeLimit ?? package.limits.timeLimit
            ?? TimeLimitStore(cacheDirectory: options.cacheDirectory).derivedLimit(for: package)?.timeLimit ?? 1
    }

    /// Judges `submission`; the stream ends with `.finished`. Ending the iteration early
    /// stops the workers after their current tests.
    public func grade(_ submission: Submission) -> AsyncStream<GradingEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: GradingEvent.self)
        let cancelled = Locked(false)
        continuation.onTermination = { _ in cancelled.withLock { $0 = true } }
        let thread = Thread { [self] in
            let summary = run(submission, emit: { continuation.yield($0) }, cancelled: cancelled)
            continuation.yield(.finished(summary))
            continuation.finish()
        }
        thread.stackSize = 1 << 20
        thread.start()
        return stream
    }

    /// Judges `submission` and returns only the summary.
    public func summary(of submission: Submission) async -> GradingSummary {
        for await event in grade(submission) {
            if case .finished(let summary) = event { return summary }
        }
        return Self.failedSummary(.judgeError, "grading stopped", timeLimit: timeLimit, compile: nil, started: Date())
    }

    // MARK: - Work (on the grading thread)

    private func run(_ submission: Submission, emit: @escaping @Sendable (GradingEvent) -> Void,
                     cancelled: Locked<Bool>) -> GradingSummary {
        let started = Date()
        let limit = timeLimit
        guard package.type.isSupported else {
            return Self.failedSummary(.judgeError, "\(package.type.kinds.joined(separator: ", ")) problems are not supported",
                                      timeLimit: limit, compile: nil, started: started)
        }
        let cache = CompileCache(cacheDirectory: options.cacheDirectory)
        emit(.compileStarted(submission.language))
        let compiler = Compiler(cache: cache, timeLimit: package.limits.compilationSeconds)
        let program: CompiledProgram
        switch compiler.compile(submission) {
        case .failure(let failure):
            let report = CompileReport(language: submission.language, seconds: failure.compileSeconds,
                                       cacheHit: false, error: failure.message)
            emit(.compileFinished(report))
            return Self.failedSummary(failure.toolchainMissing ? .judgeError : .compileError, failure.message,
                                      timeLimit: limit, compile: report, started: started)
        case .success(let compiled):
            program = compiled
        }
        let report = CompileReport(language: submission.language, seconds: program.compileSeconds,
                                   cacheHit: program.cacheHit, error: nil)
        emit(.compileFinished(report))

        let checker: any OutputChecker
        if let validatorURL = package.outputValidator {
            switch CustomValidator.prepare(validatorURL, limits: package.limits, cache: cache) {
            case .success(let validator): checker = validator
            case .failure(let error):
                return Self.failedSummary(.judgeError, error.description, timeLimit: limit, compile: report, started: started)
            }
        } else {
            checker = DefaultValidator()
        }

        let session: URL
        let command: [String]
        do {
            session = try FileTree.makeTemporaryFolder(in: options.scratchDirectory, prefix: "prep-judge-")
            chmod(session.path, 0o711)
            let sandbox = Sandbox.policy(hiding: [])
            if sandbox.dropTo != nil && !ToolLocator.reachableByOthers(session.path, folder: true) {
                try? FileManager.default.removeItem(at: session)
                return Self.failedSummary(.judgeError, "scratch folder \(options.scratchDirectory.path) is not reachable by the solution's uid (make it searchable by others)",
                                          timeLimit: limit, compile: report, started: started)
            }
            let programCopy = session.appendingPathComponent("program", isDirectory: true)
            try FileManager.default.copyItem(at: program.folder, to: programCopy)
            Self.makeReadableByAll(programCopy)
            guard let resolved = program.command(at: programCopy, memoryMiB: package.limits.memoryMiB) else {
                try? FileManager.default.removeItem(at: session)
                return Self.failedSummary(.judgeError, "\(program.language.name) runtime not found: \(program.language.installHint)",
                                          timeLimit: limit, compile: report, started: started)
            }
            command = resolved
        } catch {
            return Self.failedSummary(.judgeError, "cannot prepare a scratch folder: \(error.localizedDescription)",
                                      timeLimit: limit, compile: report, started: started)
        }
        defer { try? FileManager.default.removeItem(at: session) }

        let hidden = [package.root, package.root.deletingLastPathComponent(),
                      options.cacheDirectory.appendingPathComponent("tests")] + options.hiddenPaths
        let runner = TestRunner(
            command: command, language: program.language, timeLimit: limit,
            measuringTimeLimit: max(limit, options.measuringTimeLimit ?? limit),
            memoryBytes: Int64(package.limits.memoryMiB) << 20, outputBytes: Int64(package.limits.outputMiB) << 20,
            sandbox: Sandbox.policy(hiding: hidden), checker: checker, session: session,
            runner: ProgramRunner.install(cacheDirectory: options.cacheDirectory, into: session)
        )
        let results = runWorkers(runner, emit: emit, cancelled: cancelled)
        return summarize(results, timeLimit: limit, compile: report, started: started)
    }

    /// Runs the tests on `options.workers` threads; returns the results in test order.
    private func runWorkers(_ runner: TestRunner, emit: @escaping @Sendable (GradingEvent) -> Void,
                            cancelled: Locked<Bool>) -> [TestResult] {
        let tests = package.testCases
        let state = Locked((next: 0, stop: false, results: [TestResult]()))
        let stopAtFirstFailure = options.stopAtFirstFailure
        let stopVerdicts = options.stopOnVerdicts
        let workerCount = max(1, min(options.workers, tests.count))
        let done = DispatchSemaphore(value: 0)
        for number in 0..<workerCount {
            let worker = Thread {
                defer { done.signal() }
                // A worker that cannot set up judges no test but reports why on one.
                let context = Result { try WorkerContext(session: runner.session, number: number, sandbox: runner.sandbox) }
                while true {
                    let index: Int? = state.withLock { state in
                        if state.stop || cancelled.withLock({ $0 }) || state.next >= tests.count { return nil }
                        defer { state.next += 1 }
                        return state.next
                    }
                    guard let index else { break }
                    let result: TestResult
                    switch context {
                    case .success(let worker):
                        result = runner.run(tests[index], index: index, worker: worker)
                    case .failure(let error):
                        result = runner.judgeError(tests[index], index: index,
                                                   message: "cannot set up a grading worker: \(error.localizedDescription)")
                    }
                    state.withLock { state in
                        state.results.append(result)
                        if stopVerdicts.contains(result.verdict) || (stopAtFirstFailure && !result.verdict.isAccepted) {
                            state.stop = true
                        }
                    }
                    emit(.testFinished(result))
                    if case .failure = context { break }
                }
            }
            worker.stackSize = 1 << 20
            worker.start()
        }
        for _ in 0..<workerCount { done.wait() }
        return state.withLock { $0.results }.sorted { $0.index < $1.index }
    }

    private func summarize(_ results: [TestResult], timeLimit: Double, compile: CompileReport, started: Date) -> GradingSummary {
        let firstFailure = results.first { !$0.verdict.isAccepted }
        let allRan = results.count == package.testCases.count
        let verdict = firstFailure?.verdict ?? (allRan ? .accepted : .judgeError)
        return GradingSummary(
            verdict: verdict, firstFailure: firstFailure?.name,
            testsPassed: results.filter { $0.verdict.isAccepted }.count, testsRun: results.count,
            testsTotal: package.testCases.count,
            maxCPUSeconds: results.map(\.cpuSeconds).max() ?? 0,
            maxPeakMemoryBytes: results.map(\.peakMemoryBytes).max() ?? 0,
            timeLimit: timeLimit, compile: compile,
            message: firstFailure?.message ?? (allRan ? nil : "grading stopped before every test ran"),
            results: results, wallSeconds: Date().timeIntervalSince(started)
        )
    }

    static func failedSummary(_ verdict: Verdict, _ message: String, timeLimit: Double, compile: CompileReport?,
                              started: Date) -> GradingSummary {
        GradingSummary(verdict: verdict, firstFailure: nil, testsPassed: 0, testsRun: 0, testsTotal: 0,
                       maxCPUSeconds: 0, maxPeakMemoryBytes: 0, timeLimit: timeLimit, compile: compile,
                       message: message, results: [], wallSeconds: Date().timeIntervalSince(started))
    }

    /// The program copy must be readable (and its folders searchable) by the solution's uid.
    private static func makeReadableByAll(_ folder: URL) {
        chmod(folder.path, 0o755)
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return }
        for case let relative as String in enumerator {
            let path = folder.appendingPathComponent(relative).path
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            let executable = (info.st_mode & S_IFMT) == S_IFDIR || (info.st_mode & S_IXUSR) != 0
            chmod(path, executable ? 0o755 : 0o644)
        }
    }
}
