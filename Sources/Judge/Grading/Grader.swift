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

    /// The time limit in force for programs of any language: the override, the package's own,
    /// a derived one from the cache (see `TimeLimitStore`), else 1 s.
    public var timeLimit: Double { timeLimit(for: nil) }

    /// The time limit in force for `language`: the override, the package's limit for that
    /// language (`language_time_limits`), the package's own, a derived one, else 1 s.
    public func timeLimit(for language: Language?) -> Double {
        options.timeLimit ?? package.limits.timeLimit(for: language?.id)
            ?? TimeLimitStore(cacheDirectory: options.cacheDirectory).derivedLimit(for: package)?.timeLimit ?? 1
    }

    /// Judges `submission`; the stream ends with `.finished`. Ending the iteration early
    /// stops the workers after their current tests.
    public func grade(_ submission: Submission) -> AsyncStream<GradingEvent> {
        let (stream, continuation) = AsyncStream.makeStream(of: GradingEvent.self)
        let cancelled = Locked(false)
        continuation.onTermination = { _ in cancelled.withLock { $0 = true } }
        let thread = Thread { [self] in
            var summary = run(submission, emit: { continuation.yield($0) }, cancelled: cancelled)
            summary.mode = submission.mode
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
        let limit = timeLimit(for: submission.language)
        guard package.type.isSupported else {
            return Self.failedSummary(.judgeError, "\(package.type.kinds.joined(separator: ", ")) problems are not supported",
                                      timeLimit: limit, compile: nil, started: started)
        }
        let cache = CompileCache(cacheDirectory: options.cacheDirectory)
        // Function mode: the user's file inside the harness prep generates, judged on function
        // mode's tests (see `Harness`, `FunctionData`).
        var tests = package.testCases
        var compiled = submission
        var harness: Harness.Built?
        var harnessFolder: URL?
        defer { if let harnessFolder { TemporaryFolders.remove(harnessFolder) } }
        if submission.mode == .function {
            guard let interface = package.interface else {
                return Self.failedSummary(.compileError, "\(package.name) has no function mode: write a program that reads standard input",
                                          timeLimit: limit, compile: nil, started: started)
            }
            do {
                tests = try package.functionTestCases(cacheDirectory: options.cacheDirectory)
                harnessFolder = try TemporaryFolders.make(kind: "harness", in: options.scratchDirectory)
            } catch {
                return Self.failedSummary(.judgeError, "\(error)", timeLimit: limit, compile: nil, started: started)
            }
            switch Harness.build(submission, interface: interface, in: harnessFolder!) {
            case .failure(let error):
                return Self.failedSummary(.compileError, error.description, timeLimit: limit, compile: nil, started: started)
            case .success(let built):
                harness = built
                compiled = built.submission
            }
        } else if !package.offersStdinMode {
            let asked = package.interface.map { "\($0.className)" } ?? "the function"
            return Self.failedSummary(.compileError, "\(package.name) is judged in function mode only: write \(asked) "
                                      + "as the statement asks (prep new \(package.slug) writes the stub)",
                                      timeLimit: limit, compile: nil, started: started)
        }
        emit(.compileStarted(submission.language))
        let compiler = Compiler(cache: cache, timeLimit: package.limits.compilationSeconds)
        let program: CompiledProgram
        switch compiler.compile(compiled) {
        case .failure(let failure):
            var message = failure.message
            if let harness, let interface = package.interface, !failure.toolchainMissing {
                message = Harness.explainCompileError(message, built: harness, interface: interface)
            }
            // Read as a run-time error's output is: bounded, control characters escaped.
            message = ErrorOutput.excerpt(message, language: submission.language) ?? message
            let report = CompileReport(language: submission.language, seconds: failure.compileSeconds,
                                       cacheHit: false, error: message)
            emit(.compileFinished(report))
            return Self.failedSummary(failure.toolchainMissing ? .judgeError : .compileError, message,
                                      timeLimit: limit, compile: report, started: started)
        case .success(let compiled):
            program = compiled
        }
        let report = CompileReport(language: submission.language, seconds: program.compileSeconds,
                                   cacheHit: program.cacheHit, error: nil)
        emit(.compileFinished(report))

        // The session: the program (and the output validator) installed from the cache, and
        // each worker's scratch folders; boxes see only what is bound from here.
        let session: URL
        do {
            session = try TemporaryFolders.make(kind: "judge", in: options.scratchDirectory)
        } catch {
            return Self.failedSummary(.judgeError, "cannot make a scratch folder in \(options.scratchDirectory.path): \(error.localizedDescription)",
                                      timeLimit: limit, compile: report, started: started)
        }
        defer { TemporaryFolders.remove(session) }
        if !Sandbox.status.isolated, Sandbox.boxUser != nil, !ToolLocator.reachableByOthers(session.path, folder: true) {
            chmod(session.path, 0o711)
            if !ToolLocator.reachableByOthers(session.path, folder: true) {
                return Self.failedSummary(.judgeError, "scratch folder \(options.scratchDirectory.path) is not reachable by the programs' uid (make it searchable by others)",
                                          timeLimit: limit, compile: report, started: started)
            }
        }
        let command: [String]
        do {
            try program.install(at: session.appendingPathComponent("program", isDirectory: true))
        } catch {
            return Self.failedSummary(.judgeError, "cannot install the program: \(error)", timeLimit: limit, compile: report,
                                      started: started)
        }
        guard let resolved = program.command(memoryMiB: package.limits.memoryMiB) else {
            return Self.failedSummary(.judgeError, "\(program.language.name) runtime not found: \(program.language.installHint)",
                                      timeLimit: limit, compile: report, started: started)
        }
        command = resolved

        let checker: TestRunner.Checker
        if !options.checksOutputs {
            checker = .unchecked
        } else if submission.mode == .function, package.offersStdinMode, let interface = package.interface {
            // The stdin mode's validator reads programs' output; function mode's answers are JSON.
            checker = .function(FunctionComparator(comparison: interface.compare))
        } else if submission.mode == .function, package.outputValidator == nil, let interface = package.interface {
            checker = .function(FunctionComparator(comparison: interface.compare))
        } else if let validatorURL = package.outputValidator {
            let folder = session.appendingPathComponent("validator", isDirectory: true)
            switch CustomValidator.prepare(validatorURL, limits: package.limits, cache: cache, into: folder) {
            case .success(let validator): checker = .custom(validator, folder: folder)
            case .failure(let error):
                return Self.failedSummary(.judgeError, error.description, timeLimit: limit, compile: report, started: started)
            }
        } else {
            checker = .standard(DefaultValidator())
        }

        let runner = TestRunner(
            command: command, language: program.language, timeLimit: limit,
            measuringTimeLimit: max(limit, options.measuringTimeLimit ?? limit),
            memoryBytes: Int64(package.limits.memoryMiB) << 20, outputBytes: Int64(package.limits.outputMiB) << 20,
            checker: checker, session: session, programToolchains: program.runToolchains,
            interactive: package.type.isInteractive, multiPass: package.type.isMultiPass,
            passes: package.type.isMultiPass ? max(1, package.limits.validationPasses) : 1,
            function: harness.map { TestRunner.FunctionRun(renames: $0.files.renames, interface: package.interface,
                                                            driverFiles: $0.files.driverFiles) },
            keepOutputs: options.outputFolder
        )
        // Function mode judges as LeetCode does: the LeetCode tier gives the verdict; the
        // stretch tier (kept last) runs after an accepted one and is reported beside it.
        let tiered = submission.mode == .function && options.separatesStretch && tests.contains(where: \.isStretch)
        if tiered { tests = tests.filter { !$0.isStretch } + tests.filter(\.isStretch) }
        let verdictCount = tiered ? tests.firstIndex(where: \.isStretch) ?? tests.count : tests.count
        var results = runWorkers(runner, tests: tests, range: 0..<verdictCount, emit: emit, cancelled: cancelled)
        if options.diagnosesCrashes, let first = results.firstIndex(where: { !$0.verdict.isAccepted }),
           results[first].verdict == .runTimeError, let diagnostic = program.language.diagnostic,
           !cancelled.withLock({ $0 }),
           let excerpt = diagnose(compiled, as: diagnostic, test: tests[results[first].index], index: results[first].index,
                                  runner: runner, compiler: compiler, cancelled: cancelled) {
            results[first].errorExcerpt = excerpt
        }
        var summary = summarize(results, testsTotal: verdictCount, timeLimit: limit, compile: report, started: started)
        if tiered {
            let stretchTotal = tests.count - verdictCount
            var stretch = StretchSummary(verdict: nil, firstFailure: nil, testsPassed: 0, testsRun: 0, testsTotal: stretchTotal,
                                         maxCPUSeconds: 0, message: nil, results: [])
            if summary.verdict == .accepted && !cancelled.withLock({ $0 }) {
                let ran = runWorkers(runner, tests: tests, range: verdictCount..<tests.count, emit: emit, cancelled: cancelled)
                let failure = ran.first { !$0.verdict.isAccepted }
                stretch.results = ran
                stretch.testsRun = ran.count
                stretch.testsPassed = ran.filter(\.verdict.isAccepted).count
                stretch.maxCPUSeconds = ran.map(\.cpuSeconds).max() ?? 0
                stretch.firstFailure = failure?.name
                stretch.message = failure?.message
                stretch.verdict = failure?.verdict ?? (ran.count == stretchTotal ? .accepted : nil)
            }
            summary.stretch = stretch
            summary.wallSeconds = Date().timeIntervalSince(started)
        }
        return summary
    }

    /// The standard error of `test` run again by the program built as `diagnostic` builds it
    /// (see `Language.diagnosticCompile`), when that run crashed too; nil otherwise.
    private func diagnose(_ submission: Submission, as diagnostic: Language, test: TestCase, index: Int, runner: TestRunner,
                          compiler: Compiler, cancelled: Locked<Bool>) -> String? {
        var rebuilt = submission
        rebuilt.language = diagnostic
        guard case .success(let program) = compiler.compile(rebuilt) else { return nil }
        // A session of its own: its boxes see this program as /program.
        guard let own = try? TemporaryFolders.make(kind: "judge", in: options.scratchDirectory) else { return nil }
        defer { TemporaryFolders.remove(own) }
        if !Sandbox.status.isolated, Sandbox.boxUser != nil { chmod(own.path, 0o711) }
        guard (try? program.install(at: own.appendingPathComponent("program", isDirectory: true))) != nil,
              let command = program.command(memoryMiB: package.limits.memoryMiB) else {
            return nil
        }
        var again = runner
        again.session = own
        again.programToolchains = program.runToolchains
        again.command = command
        again.language = diagnostic
        again.keepOutputs = nil
        // Sanitized code runs a few times slower: it gets that much more time.
        again.timeLimit = runner.timeLimit * 3
        again.measuringTimeLimit = runner.measuringTimeLimit * 3
        guard let result = runWorkers(again, tests: [test], range: 0..<1, emit: { _ in }, cancelled: cancelled).first,
              result.verdict == .runTimeError else { return nil }
        return result.errorExcerpt
    }

    /// Runs the tests on `options.workers` threads; returns the results in test order.
    /// Runs `tests[range]` on the workers; results carry their index in `tests`.
    private func runWorkers(_ runner: TestRunner, tests: [TestCase], range: Range<Int>,
                            emit: @escaping @Sendable (GradingEvent) -> Void, cancelled: Locked<Bool>) -> [TestResult] {
        let state = Locked((next: range.lowerBound, stop: false, results: [TestResult]()))
        let stopAtFirstFailure = options.stopAtFirstFailure
        let stopVerdicts = options.stopOnVerdicts
        let end = range.upperBound
        let workerCount = max(1, min(options.workers, range.count))
        let done = DispatchSemaphore(value: 0)
        for number in 0..<workerCount {
            let worker = Thread {
                defer { done.signal() }
                // A worker that cannot set up judges no test but reports why on one.
                let context = Result { try runner.makeWorker(number: number) }
                defer { if case .success(let worker) = context { worker.close() } }
                while true {
                    let index: Int? = state.withLock { state in
                        if state.stop || cancelled.withLock({ $0 }) || state.next >= end { return nil }
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

    private func summarize(_ results: [TestResult], testsTotal: Int, timeLimit: Double, compile: CompileReport,
                           started: Date) -> GradingSummary {
        let firstFailure = results.first { !$0.verdict.isAccepted }
        let allRan = results.count == testsTotal
        let verdict = firstFailure?.verdict ?? (allRan ? .accepted : .judgeError)
        return GradingSummary(
            verdict: verdict, firstFailure: firstFailure?.name,
            testsPassed: results.filter { $0.verdict.isAccepted }.count, testsRun: results.count,
            testsTotal: testsTotal,
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
}
