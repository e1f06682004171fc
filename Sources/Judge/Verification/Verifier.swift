public import Foundation

// MARK: - Verifier

/// Runs every reference submission of a package and checks it gets what it must, the
/// discipline of problemtools' verifyproblem: `accepted` passes every test; `wrong_answer`,
/// `time_limit_exceeded`, `run_time_error` get that verdict (MLE counts as a run-time error) on
/// some test, and grading stops as soon as they do. Packages from elsewhere may say more
/// (`ReferenceSubmission`): `slow_accepted` (AC or TLE), `mixed` and DOMjudge's
/// `@EXPECTED_RESULTS@` (the verdict is one of those listed), the `permitted`/`required` rules
/// of a 2025-09 `submissions.yaml`. Submissions prep cannot run (a language it lacks,
/// `.disabled`, scoring) are reported as skipped; linked ones are judged from a copy of what
/// their links point to.
///
/// ```swift
/// let verifier = Verifier(options: GradingOptions(), solutionsRoot: URL(fileURLWithPath: "Solutions"))
/// let report = await verifier.verify(package)
/// report.allMatch
/// ```
public struct Verifier: Sendable {
    public var options: GradingOptions
    /// Where the bundled problems keep their submissions (`<root>/<slug>/<verdict>/`).
    public var solutionsRoot: URL?

    /// Slowest runs allowed while deriving a time limit.
    static let derivationLimit: Double = 10

    public init(options: GradingOptions = GradingOptions(), solutionsRoot: URL? = nil) {
        self.options = options
        self.solutionsRoot = solutionsRoot
    }

    /// Verifies one package; `progress` sees each check as it completes.
    public func verify(_ package: ProblemPackage,
                       progress: @Sendable (SubmissionCheck) -> Void = { _ in }) async -> PackageVerification {
        var report = PackageVerification(slug: package.slug, path: package.root.path)
        // The test data first, as problemtools checks it: every input through the package's
        // input validators, each test with its group's arguments (the LeetCode tier's `leetcode`:
        // its inputs within LeetCode's constraints).
        do {
            report.inputValidation = try InputValidators.check(package.testCases.map { ($0.input, $0.inputValidatorArguments) },
                                                             packageAt: package.root,
                                                             limits: package.limits, cacheDirectory: options.cacheDirectory,
                                                             scratchDirectory: options.scratchDirectory)
        } catch {
            report.error = "\(error)"
            return report
        }
        let submissions = package.referenceSubmissions(solutionsRoot: solutionsRoot)
        guard !submissions.isEmpty else {
            report.error = "no reference submissions (looked in submissions/"
                + (solutionsRoot.map { " and \($0.appendingPathComponent(package.slug).path)" } ?? "") + ")"
            return report
        }
        // Linked submissions are judged from a copy of what their links point to.
        let staging = Staging(submissions, in: options.scratchDirectory)
        defer { staging.remove() }
        let runnable = submissions.filter { $0.skipped == nil && $0.error == nil && $0.language != nil }
        // Function-mode solutions compile inside their harness, when graded.
        precompile(runnable.map { (staging.url($0), $0.language) }.filter { url, language in
            guard let interface = package.interface, let url,
                  let submission = try? Submission(url: url, language: language) else { return true }
            return interface.mode(of: submission) == .stdin
        })

        var done: [String: SubmissionCheck] = [:]
        let limit: DerivedTimeLimit
        if let explicit = options.timeLimit ?? package.limits.timeLimit {
            limit = .explicit(explicit, limits: package.limits)
        } else if let stored = TimeLimitStore(cacheDirectory: options.cacheDirectory).derivedLimit(for: package) {
            limit = stored
        } else {
            // Run the accepted submissions without a real limit, then derive it from them.
            var slowest = 0.0
            var accepted: [(ReferenceSubmission, GradingSummary)] = []
            for submission in runnable where submission.expectation.derivesTimeLimit {
                guard let summary = await grade(submission, at: staging.url(submission), package: package,
                                                timeLimit: Self.derivationLimit, measuring: Self.derivationLimit,
                                                stopOn: [], stopAtFirstFailure: true) else { continue }
                // Only runs that passed bound the limit: one that failed (even by the derivation's
                // own cap) is reported as a mismatch under the limit derived from the others.
                if summary.verdict == .accepted { slowest = max(slowest, summary.maxCPUSeconds) }
                accepted.append((submission, summary))
            }
            guard accepted.contains(where: { $0.1.verdict == .accepted }) else {
                report.error = "no time_limit in problem.yaml and no accepted submission to derive one from"
                    + (accepted.isEmpty ? "" : " (none passed every test)")
                report.checks = submissions.compactMap { Self.unrun($0) }
                report.checks.forEach(progress)
                return report
            }
            limit = .derive(slowestAccepted: slowest, limits: package.limits, legacy: package.metadata.isLegacy)
            // Kept for prep solve: one accepted run that passed is enough to derive from; one
            // that failed is reported as a mismatch below.
            TimeLimitStore(cacheDirectory: options.cacheDirectory).store(limit, for: package)
            for (submission, summary) in accepted {
                done[submission.url.path] = Self.check(submission, summary: summary, limit: limit)
            }
        }
        report.timeLimit = limit
        // A language the package gives a limit of its own is judged under it (and its margins).
        let override = options.timeLimit
        func limitFor(_ submission: ReferenceSubmission) -> DerivedTimeLimit {
            guard override == nil, let id = submission.language?.id,
                  let own = package.limits.languageTimeLimits[id] else { return limit }
            return .explicit(own, limits: package.limits)
        }

        for submission in submissions {
            let check: SubmissionCheck
            if let finished = done[submission.url.path] {
                check = finished
            } else if let unrun = Self.unrun(submission) {
                check = unrun
            } else {
                let expectation = submission.expectation
                let limit = limitFor(submission)
                let summary = await grade(submission, at: staging.url(submission), package: package,
                                          timeLimit: limit.timeLimit, measuring: limit.highMargin,
                                          stopOn: expectation.settlingVerdicts,
                                          stopAtFirstFailure: expectation.stopsAtFirstFailure)
                check = summary.map { Self.check(submission, summary: $0, limit: limit) }
                    ?? SubmissionCheck(path: submission.url.path, name: submission.name, language: submission.language?.id,
                                       expected: submission.expected, expectation: expectation.label, status: .error,
                                       got: nil, message: staging.problems[submission.url.path] ?? "cannot read the submission")
            }
            progress(check)
            report.checks.append(check)
        }
        report.languageLimits = Self.languageLimits(report.checks, package: package, override: override)
        return report
    }

    /// Per language with accepted references: the limit it was judged under, its slowest
    /// accepted test, and the limit problemtools' rule gives from that.
    static func languageLimits(_ checks: [SubmissionCheck], package: ProblemPackage,
                               override: Double?) -> [LanguageLimitCheck] {
        var slowest: [String: Double] = [:]
        for check in checks where check.status == .ok && check.got == .accepted {
            guard let id = check.language, let summary = check.summary else { continue }
            slowest[id] = max(slowest[id] ?? 0, summary.maxCPUSeconds)
        }
        return slowest.keys.sorted().map { id in
            let stated = override ?? package.limits.timeLimit(for: id)
            let rule = DerivedTimeLimit.derive(slowestAccepted: slowest[id]!, limits: package.limits, legacy: false).timeLimit
            return LanguageLimitCheck(language: id, limit: stated, own: override == nil && package.limits.languageTimeLimits[id] != nil,
                                      slowestAccepted: slowest[id]!, ruleLimit: max(rule, package.limits.timeLimit ?? 0))
        }
    }

    /// The check of a submission that does not run (skipped, or an error found before), or nil.
    static func unrun(_ submission: ReferenceSubmission) -> SubmissionCheck? {
        func make(_ status: SubmissionCheck.Status, _ message: String) -> SubmissionCheck {
            SubmissionCheck(path: submission.url.path, name: submission.name, language: submission.language?.id,
                            expected: submission.expected, expectation: submission.expectation.label, status: status,
                            got: nil, message: message)
        }
        if let error = submission.error { return make(.error, error) }
        if let skipped = submission.skipped { return make(.skipped, skipped) }
        if submission.language == nil { return make(.skipped, "cannot tell the language from the extension") }
        return nil
    }

    private func grade(_ reference: ReferenceSubmission, at url: URL?, package: ProblemPackage, timeLimit: Double,
                       measuring: Double, stopOn: Set<Verdict>, stopAtFirstFailure: Bool) async -> GradingSummary? {
        guard let url, var submission = try? Submission(url: url, language: reference.language) else { return nil }
        // A problem with a function mode has reference solutions in both modes, told apart by
        // what they declare.
        if let interface = package.interface { submission.mode = interface.mode(of: submission) }
        var options = options
        options.timeLimit = timeLimit
        options.measuringTimeLimit = measuring
        options.stopOnVerdicts = stopOn
        options.stopAtFirstFailure = stopAtFirstFailure
        // Both tiers decide: a reference's folder names its verdict on every test, the stretch's included.
        options.separatesStretch = false
        return await Grader(package: package, options: options).summary(of: submission)
    }

    /// Compiles every submission in parallel, filling the compile cache for the runs.
    private func precompile(_ submissions: [(URL?, Language?)]) {
        let cache = CompileCache(cacheDirectory: options.cacheDirectory)
        let compiler = Compiler(cache: cache)
        let pending = Locked(submissions.compactMap { url, language in url.flatMap { try? Submission(url: $0, language: language) } })
        let workers = max(1, min(options.workers, pending.withLock { $0.count }))
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<workers {
            Thread {
                while let next = pending.withLock({ $0.popLast() }) { _ = compiler.compile(next) }
                done.signal()
            }.start()
        }
        for _ in 0..<workers { done.wait() }
    }

    /// Checks a summary against the expectation, at the limit and at both margins.
    static func check(_ submission: ReferenceSubmission, summary: GradingSummary, limit: DerivedTimeLimit) -> SubmissionCheck {
        let expectation = submission.expectation
        let (got, matches) = expectation.judge(summary, underTimeLimit: limit.timeLimit)
        var warning: String?
        let (low, lowMatches) = expectation.judge(summary, underTimeLimit: limit.lowMargin)
        let (high, highMatches) = expectation.judge(summary, underTimeLimit: limit.highMargin)
        if lowMatches != matches || highMatches != matches {
            warning = String(format: "verdict changes within the safety margin: %@ at %.2f s, %@ at %.2f s, %@ at %.2f s",
                             low.code, limit.lowMargin, got.code, limit.timeLimit, high.code, limit.highMargin)
        }
        let deciding = summary.results.first { $0.verdict(underTimeLimit: limit.timeLimit) == got && got != .accepted }
        var check = SubmissionCheck(path: submission.url.path, name: submission.name, language: submission.language?.id,
                                    expected: submission.expected, expectation: expectation.label,
                                    status: matches ? .ok : .mismatch, got: got, timeLimit: limit.timeLimit, warning: warning,
                                    message: deciding?.message ?? (got == .accepted ? nil : summary.message), summary: summary)
        check.mode = summary.mode
        // Function mode's verdict is the LeetCode tier's: a mistake only the stretch tier
        // catches would be Accepted there. A wrong answer must be caught before the stretch.
        if matches, summary.mode == .function, submission.expected == .wrongAnswer,
           summary.results.contains(where: { $0.name.hasPrefix(TestCase.stretchGroup + "/") }),
           !summary.results.contains(where: { !$0.name.hasPrefix(TestCase.stretchGroup + "/") && !$0.verdict(underTimeLimit: limit.timeLimit).isAccepted }) {
            check.status = .mismatch
            check.message = "the LeetCode tier accepts it: only the stretch tier catches this mistake, so function mode's verdict is Accepted "
                + "(add a test within LeetCode's constraints that catches it)"
        }
        return check
    }
}

// MARK: - Staging

/// Copies of the linked reference submissions, with every link replaced by what it points to
/// (links were checked to stay inside the package), and of those whose language
/// submissions.yaml names under a name with its extension, for the time of one verification.
final class Staging: Sendable {
    /// Submission path → the copy, or nil when it could not be made.
    private let copies: [String: URL?]
    /// Submission path → why no copy could be made.
    let problems: [String: String]
    private let folder: URL?

    init(_ submissions: [ReferenceSubmission], in parent: URL) {
        let linked = submissions.filter { ($0.hasLinks || Self.renamed($0) != nil) && $0.error == nil && $0.skipped == nil }
        var copies: [String: URL?] = [:]
        var problems: [String: String] = [:]
        var folder: URL?
        if !linked.isEmpty {
            folder = try? TemporaryFolders.make(kind: "staging", in: parent)
            for (index, submission) in linked.enumerated() {
                guard let folder else {
                    copies[submission.url.path] = .some(nil)
                    problems[submission.url.path] = "cannot make a folder to copy the linked submission into"
                    continue
                }
                let target = folder.appendingPathComponent("\(index)")
                    .appendingPathComponent(Self.renamed(submission) ?? submission.url.lastPathComponent)
                do {
                    try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try SubmissionLinks.copyResolved(submission.url, to: target)
                    copies[submission.url.path] = target
                } catch {
                    copies[submission.url.path] = .some(nil)
                    problems[submission.url.path] = "cannot copy what its links point to: \(error.localizedDescription)"
                }
            }
        }
        self.copies = copies
        self.problems = problems
        self.folder = folder
    }

    /// The name a one-file submission is judged under when submissions.yaml gives it a
    /// language its extension does not name (`language: python3` on `sol.code`): `sol.py`.
    static func renamed(_ submission: ReferenceSubmission) -> String? {
        guard let language = submission.language, !FileTree.isDirectory(submission.url),
              Languages.forExtension(submission.url.pathExtension) != language,
              let ext = language.extensions.first else { return nil }
        return submission.url.deletingPathExtension().lastPathComponent + "." + ext
    }

    /// What to judge for `submission`: its copy when it is linked or renamed, else itself; nil
    /// when the copy failed.
    func url(_ submission: ReferenceSubmission) -> URL? {
        if let copy = copies[submission.url.path] { return copy }
        return submission.url
    }

    func remove() {
        if let folder { TemporaryFolders.remove(folder) }
    }
}
