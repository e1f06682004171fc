import Foundation
import Judge

// MARK: - RunReport

/// What `prep run` reports: each case's input (or call), what the program printed (or
/// returned), what was expected, the verdict and what it wrote on standard error.
public struct RunReport: Sendable, Codable {
    public struct Case: Sendable, Codable {
        /// "sample/1", or "input" for a case of one's own.
        public var name: String
        /// The input, or in function mode the call's arguments, one `name = value` per line.
        public var input: String
        /// The sample's answer, or the reference's on a case of one's own (nil when it had none).
        public var expected: String?
        /// What the program printed (function mode: what the call returned).
        public var output: String
        /// The verdict; nil when there was nothing to judge against.
        public var verdict: Verdict?
        /// Why it failed: the validator's message, a signal, an exit code.
        public var message: String?
        /// Standard error: the user's prints, or the crash (`ErrorOutput`).
        public var errorOutput: String?
        public var cpuSeconds: Double
        /// Function mode: the call alone.
        public var callSeconds: Double?
    }

    public var problem: String
    public var language: String
    public var mode: SolutionMode
    /// "samples", or "input" for a case of one's own.
    public var kind: String
    public var timeLimit: Double
    public var compileSeconds: Double
    public var compileCached: Bool
    /// The compiler's message when it did not compile (then `cases` is empty).
    public var compileError: String?
    public var cases: [Case]
    /// The reference that answered a case of one's own, and what went wrong with it.
    public var reference: String?
    public var referenceProblem: String?
    /// What a validator could not check (a note, not an error).
    public var notes: [String] = []

    /// AC when every case that was judged passed; the first failure's verdict otherwise; CE
    /// when it did not compile; nil when nothing could be judged.
    public var verdict: Verdict? {
        if compileError != nil { return .compileError }
        let judged = cases.compactMap(\.verdict)
        guard !judged.isEmpty else { return nil }
        return judged.first { $0 != .accepted } ?? .accepted
    }

    /// One line for `prep history`: "samples: 2/2 passed", "own input: WA".
    public var outcomeLine: String {
        if compileError != nil { return "\(kind == "samples" ? "samples" : "own input"): CE" }
        if kind == "samples" {
            let passed = cases.filter { $0.verdict == .accepted }.count
            return "samples: \(passed)/\(cases.count) passed"
        }
        return "own input: " + (verdict?.code ?? "not judged")
    }
}

// MARK: - RunSession

/// `prep run <problem> [file]`: the solution on the problem's samples only, or on an input of
/// one's own (`--input`) checked by the problem's input validator (function mode: against the
/// signature's types) and answered by the problem's reference, whose answer the package's
/// validator judges the solution's against. No secret data, no attempt: a practice run.
public struct RunSession: Sendable {
    /// What to run on.
    public enum Cases: Sendable {
        case samples
        /// A case of one's own: its text, and where it came from (a file's name, "standard input").
        case input(String, from: String)
    }

    public var slug: String
    public var package: ProblemPackage
    public var submission: Submission
    public var cases: Cases
    /// The accepted reference in the solution's mode, which answers a case of one's own.
    public var reference: Submission?
    public var options: GradingOptions

    /// - Throws: `PrepError` with one line: an unknown problem, a missing file, a broken package,
    ///   an interactive problem.
    public static func prepare(store: PrepStore, paths: PrepPaths, problem: String, file: String?, lang: String?,
                               mode: SolutionMode?, cases: Cases, options: GradingOptions,
                               directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) throws -> RunSession {
        let solve = try SolveSession.prepare(store: store, problems: paths.problems, problem: problem, file: file, lang: lang,
                                             mode: mode, options: options, directory: directory)
        var package = solve.package
        // The package's own tests only: personal tests are for prep solve.
        package.testCases = package.testCases.filter { !$0.group.hasPrefix("personal") }
        if case .input = cases, package.type.isInteractive || package.type.isMultiPass {
            throw PrepError("\(solve.slug) is \(package.type.isInteractive ? "interactive" : "multi-pass"): --input cannot run it; prep run \(solve.slug) runs its samples")
        }
        // Only a case of one's own needs the reference's answer (samples carry theirs).
        var reference: Submission?
        if case .input = cases {
            reference = PracticeSetup.reference(for: package, solutions: paths.solutions, mode: solve.submission.mode)
        }
        return RunSession(slug: solve.slug, package: package, submission: solve.submission, cases: cases,
                          reference: reference, options: options)
    }

    /// Runs it.
    /// - Throws: `PrepError` for an input that breaks the problem's constraints or does not fit
    ///   the signature, or a package whose tests cannot be made.
    public func run() async throws -> RunReport {
        let limit = Grader(package: package, options: options).timeLimit(for: submission.language)
        var report = RunReport(problem: slug, language: submission.language.name, mode: submission.mode,
                               kind: { if case .samples = cases { return "samples" } else { return "input" } }(),
                               timeLimit: limit, compileSeconds: 0, compileCached: false, cases: [])
        let work = try TemporaryFolders.make(kind: "judge", in: options.scratchDirectory)
        defer { TemporaryFolders.remove(work) }
        let function = submission.mode == .function
        var judged = package
        judged.testsInFunctionForm = function
        switch cases {
        case .samples:
            let all: [TestCase]
            do { all = function ? try package.functionTestCases(cacheDirectory: options.cacheDirectory) : package.testCases } catch {
                throw PrepError(error)
            }
            judged.testCases = all.filter(\.isSample)
            guard !judged.testCases.isEmpty else { throw PrepError("\(slug) has no samples (data/sample is empty)") }
        case .input(let text, let origin):
            let input = work.appendingPathComponent("input.in")
            try Data(try checked(text, from: origin, in: work, report: &report).utf8).write(to: input)
            let empty = work.appendingPathComponent("none.ans")
            try Data().write(to: empty)
            let arguments = package.testCases.first { !$0.isSample }?.validatorArguments ?? []
            judged.testCases = [TestCase(name: "input", group: "input", input: input, answer: empty,
                                         validatorArguments: arguments, arguments: [])]
            // The reference's answer is what the solution's is judged against.
            if let reference {
                report.reference = reference.url.lastPathComponent
                var answering = options
                answering.outputFolder = work.appendingPathComponent("reference", isDirectory: true)
                answering.checksOutputs = false
                answering.diagnosesCrashes = false
                try FileManager.default.createDirectory(at: answering.outputFolder!, withIntermediateDirectories: true)
                let summary = await Grader(package: judged, options: answering).summary(of: reference)
                if let result = summary.results.first, result.verdict == .accepted {
                    judged.testCases[0].answer = answering.outputFolder!.appendingPathComponent("input.out")
                } else {
                    let what = summary.results.first.map { "\($0.verdict.title)" + ($0.message.map { ": \($0)" } ?? "") }
                        ?? summary.message ?? summary.verdict.title
                    report.referenceProblem = "the reference \(reference.url.lastPathComponent) could not answer it (\(what))"
                }
            } else {
                report.referenceProblem = "\(slug) has no accepted reference in \(function ? "function mode" : "stdin mode") to answer it"
            }
        }
        var running = options
        running.outputFolder = work.appendingPathComponent("solution", isDirectory: true)
        running.stopAtFirstFailure = false
        running.checksOutputs = report.referenceProblem == nil
        try FileManager.default.createDirectory(at: running.outputFolder!, withIntermediateDirectories: true)
        let summary = await Grader(package: judged, options: running).summary(of: submission)
        report.compileSeconds = summary.compile?.seconds ?? 0
        report.compileCached = summary.compile?.cacheHit ?? false
        if summary.verdict == .compileError || summary.verdict == .judgeError && summary.results.isEmpty {
            report.compileError = summary.message ?? summary.verdict.title
            if summary.verdict == .judgeError { throw PrepError(report.compileError ?? "the solution cannot be run") }
            return report
        }
        for test in judged.testCases {
            guard let result = summary.results.first(where: { $0.name == test.name }) else { continue }
            let kept = running.outputFolder!.appendingPathComponent(test.name.replacingOccurrences(of: "/", with: "__") + ".out")
            let answered = report.referenceProblem == nil
            report.cases.append(RunReport.Case(
                name: test.name,
                input: (function ? Excerpt.arguments(test.input, interface: package.interface) : nil) ?? Excerpt.file(test.input),
                expected: answered ? Excerpt.file(test.answer) : nil,
                output: FileManager.default.fileExists(atPath: kept.path) ? Excerpt.file(kept) : "",
                verdict: answered || result.verdict != .accepted ? result.verdict : nil,
                message: result.message, errorOutput: result.errorExcerpt,
                cpuSeconds: result.cpuSeconds, callSeconds: result.callSeconds))
        }
        return report
    }

    /// A case of one's own, checked: function mode against the signature, stdin mode by the
    /// package's input validators.
    private func checked(_ text: String, from origin: String, in work: URL, report: inout RunReport) throws -> String {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { throw PrepError("\(origin): the input is empty") }
        if submission.mode == .function, let interface = package.interface {
            do { return try FunctionArguments.check(text, interface: interface) } catch {
                throw PrepError("\(origin): \(error)")
            }
        }
        let normalized = text.hasSuffix("\n") ? text : text + "\n"
        let file = work.appendingPathComponent("check.in")
        try Data(normalized.utf8).write(to: file)
        let validation: InputValidators.Report
        do {
            // Checked as the first secret test is: within LeetCode's constraints where the
            // package's LeetCode tier says so, as LeetCode's own custom-case box checks.
            let arguments = package.testCases.first { !$0.isSample && !$0.isStretch }?.inputValidatorArguments ?? [:]
            validation = try InputValidators.check([(file, arguments)], packageAt: package.root, limits: package.limits,
                                                   cacheDirectory: options.cacheDirectory, scratchDirectory: options.scratchDirectory)
        } catch {
            throw PrepError("cannot check the input: \(error)")
        }
        if let refusal = validation.refusals.first {
            let reason = refusal.reason.split(separator: "\n").first.map(String.init) ?? refusal.reason
            throw PrepError("\(origin): breaks \(slug)'s constraints: \(reason)")
        }
        report.notes += validation.notRun
        return normalized
    }

    /// Records the run (a practice run: listed by `prep history`, not counted by `prep stats`).
    public func record(_ report: RunReport, startedAt: Date, details: String, store: PrepStore) async throws {
        try await PracticeLog.record(kind: "run", problem: slug, solution: submission, startedAt: startedAt,
                                     outcome: report.outcomeLine, complexity: nil, exponent: nil, details: details, store: store)
    }
}
