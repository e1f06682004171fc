public import Foundation

// MARK: - Verifier

/// Runs every reference submission of a package and checks it gets the verdict its folder
/// names, the discipline of problemtools' verifyproblem: `accepted` passes every test;
/// `wrong_answer`, `time_limit_exceeded`, `run_time_error` get that verdict (MLE counts as a
/// run-time error) on some test, and grading stops as soon as they do.
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
        var report = PackageVerification(slug: package.slug, path: package.root.path, timeLimit: nil, checks: [], error: nil)
        let submissions = package.referenceSubmissions(solutionsRoot: solutionsRoot)
        guard !submissions.isEmpty else {
            report.error = "no reference submissions (looked in submissions/"
                + (solutionsRoot.map { " and \($0.appendingPathComponent(package.slug).path)" } ?? "") + ")"
            return report
        }
        precompile(submissions)

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
            for submission in submissions where submission.expected == .accepted {
                guard let summary = await grade(submission, package: package, timeLimit: Self.derivationLimit,
                                                measuring: Self.derivationLimit, stopOn: []) else { continue }
                slowest = max(slowest, summary.maxCPUSeconds)
                accepted.append((submission, summary))
            }
            guard !accepted.isEmpty else {
                report.error = "no time_limit in problem.yaml and no accepted submission to derive one from"
                return report
            }
            limit = .derive(slowestAccepted: slowest, limits: package.limits, legacy: package.metadata.isLegacy)
            if accepted.allSatisfy({ $0.1.verdict == .accepted }) {
                TimeLimitStore(cacheDirectory: options.cacheDirectory).store(limit, for: package)
            }
            for (submission, summary) in accepted {
                let check = Self.check(submission, summary: summary, limit: limit)
                done[submission.url.path] = check
            }
        }
        report.timeLimit = limit

        for submission in submissions {
            let check: SubmissionCheck
            if let finished = done[submission.url.path] {
                check = finished
            } else if submission.language == nil {
                check = SubmissionCheck(path: submission.url.path, name: submission.name, language: nil,
                                        expected: submission.expected, got: .judgeError, matches: false,
                                        message: "cannot tell the language from the extension")
            } else {
                let stopOn = submission.expected == .accepted ? [] : submission.expected.establishingVerdicts
                let summary = await grade(submission, package: package, timeLimit: limit.timeLimit,
                                          measuring: limit.highMargin, stopOn: stopOn)
                check = summary.map { Self.check(submission, summary: $0, limit: limit) }
                    ?? SubmissionCheck(path: submission.url.path, name: submission.name, language: submission.language?.id,
                                       expected: submission.expected, got: .judgeError, matches: false,
                                       message: "cannot read the submission")
            }
            progress(check)
            report.checks.append(check)
        }
        return report
    }

    private func grade(_ reference: ReferenceSubmission, package: ProblemPackage, timeLimit: Double, measuring: Double,
                       stopOn: Set<Verdict>) async -> GradingSummary? {
        guard let submission = try? Submission(url: reference.url, language: reference.language) else { return nil }
        var options = options
        options.timeLimit = timeLimit
        options.measuringTimeLimit = measuring
        options.stopOnVerdicts = stopOn
        options.stopAtFirstFailure = reference.expected == .accepted
        return await Grader(package: package, options: options).summary(of: submission)
    }

    /// Compiles every submission in parallel, filling the compile cache for the runs.
    private func precompile(_ submissions: [ReferenceSubmission]) {
        let cache = CompileCache(cacheDirectory: options.cacheDirectory)
        let compiler = Compiler(cache: cache)
        let pending = Locked(submissions.compactMap { try? Submission(url: $0.url, language: $0.language) })
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
        func outcome(at seconds: Double) -> Verdict {
            let verdicts = summary.results.map { $0.verdict(underTimeLimit: seconds) }
            if summary.results.isEmpty { return summary.verdict }
            if submission.expected != .accepted, let hit = verdicts.first(where: submission.expected.isSatisfied) {
                return hit
            }
            return verdicts.first { !$0.isAccepted } ?? (summary.testsRun == summary.testsTotal ? .accepted : summary.verdict)
        }
        let got = outcome(at: limit.timeLimit)
        let matches = submission.expected.isSatisfied(by: got)
        var warning: String?
        let low = outcome(at: limit.lowMargin)
        let high = outcome(at: limit.highMargin)
        if submission.expected.isSatisfied(by: low) != matches || submission.expected.isSatisfied(by: high) != matches {
            warning = String(format: "verdict changes within the safety margin: %@ at %.2f s, %@ at %.2f s, %@ at %.2f s",
                             low.code, limit.lowMargin, got.code, limit.timeLimit, high.code, limit.highMargin)
        }
        let deciding = summary.results.first { $0.verdict(underTimeLimit: limit.timeLimit) == got && got != .accepted }
        return SubmissionCheck(path: submission.url.path, name: submission.name, language: submission.language?.id,
                               expected: submission.expected, got: got, matches: matches, timeLimit: limit.timeLimit, warning: warning,
                               message: deciding?.message ?? (got == .accepted ? nil : summary.message), summary: summary)
    }
}
