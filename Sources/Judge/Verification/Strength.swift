public import Foundation

// MARK: - Strength

/// How strong a package's tests are: `prep verify --strength` runs every submission expected
/// to fail (`wrong_answer/`, `time_limit_exceeded/`, `run_time_error/`, `rejected/`) against
/// every test, without stopping at the first failure, and counts the tests that reject each
/// (any verdict but AC). A submission rejected by fewer than `minimum` tests is weak: one test
/// changed, and a wrong idea would pass.
///
/// Each submission's verdicts are cached under `<cache>/strength`, keyed by the package's
/// content, the submission's bytes, its language and mode, and the time limit, so that a second
/// run over unchanged packages only reads them.
public struct Strength: Sendable {
    public var options: GradingOptions
    public var solutionsRoot: URL?
    /// Fewer rejecting tests than this make a submission weak.
    public var minimum = 2

    public init(options: GradingOptions = GradingOptions(), solutionsRoot: URL? = nil) {
        self.options = options
        self.solutionsRoot = solutionsRoot
    }

    /// One failing submission against every test.
    public struct Row: Sendable, Hashable, Codable {
        /// "wrong_answer/off-by-one.py".
        public var name: String
        public var expected: String
        public var mode: SolutionMode
        /// A verdict code per test, in the order of `Report.tests`; empty when it could not run.
        public var verdicts: [String]
        /// The tests that reject it (not AC).
        public var rejectedBy: [String]
        /// Why it could not be run, if it could not (a compile error, a missing language).
        public var error: String?
        /// Whether it came from the cache.
        public var cached: Bool
    }

    public struct Report: Sendable, Hashable, Codable {
        public var slug: String
        public var path: String
        public var timeLimit: Double?
        /// Every test's name, in order.
        public var tests: [String]
        public var rows: [Row]
        /// The rows rejected by fewer tests than the minimum (or not run), by name.
        public var weak: [String]
        /// Why the package could not be measured.
        public var error: String?

        public init(slug: String, path: String, timeLimit: Double? = nil, tests: [String] = [], rows: [Row] = [],
                    weak: [String] = [], error: String? = nil) {
            self.slug = slug
            self.path = path
            self.timeLimit = timeLimit
            self.tests = tests
            self.rows = rows
            self.weak = weak
            self.error = error
        }
    }

    /// The folders of submissions that must fail.
    static let failing: Set<ExpectedVerdict> = [.wrongAnswer, .timeLimitExceeded, .runTimeError, .rejected]

    /// Measures one package; `progress` sees each row as it is done.
    public func measure(_ package: ProblemPackage, progress: @Sendable (Row) -> Void = { _ in }) async -> Report {
        var report = Report(slug: package.slug, path: package.root.path)
        // The time limit: stated, or derived by prep verify (which runs it now if need be).
        var limit = options.timeLimit ?? package.limits.timeLimit
            ?? TimeLimitStore(cacheDirectory: options.cacheDirectory).derivedLimit(for: package)?.timeLimit
        if limit == nil {
            let verification = await Verifier(options: options, solutionsRoot: solutionsRoot).verify(package)
            limit = verification.timeLimit?.timeLimit
            if limit == nil {
                report.error = verification.error ?? "no time limit: prep verify could not derive one"
                return report
            }
        }
        guard let limit else { return report }
        report.timeLimit = limit
        let submissions = package.referenceSubmissions(solutionsRoot: solutionsRoot)
            .filter { $0.expected.map(Self.failing.contains) ?? false }
            .sorted { $0.name < $1.name }
        let staging = Staging(submissions, in: options.scratchDirectory)
        defer { staging.remove() }
        let stdinTests = package.testCases.map(\.name)
        let functionTests = package.interface == nil ? [] : ((try? package.functionTestCases(cacheDirectory: options.cacheDirectory))?.map(\.name) ?? [])
        report.tests = stdinTests
        for submission in submissions {
            var row = Row(name: submission.name, expected: submission.expected?.rawValue ?? "", mode: .stdin, verdicts: [],
                          rejectedBy: [], error: nil, cached: false)
            if let unrun = Verifier.unrun(submission) {
                row.error = unrun.message
            } else if let url = staging.url(submission), var judged = try? Submission(url: url, language: submission.language) {
                if let interface = package.interface { judged.mode = package.offersStdinMode ? interface.mode(of: judged) : .function }
                row.mode = judged.mode
                let names = judged.mode == .function ? functionTests : stdinTests
                // The submission's language is judged under its own limit, when the package gives one.
                let own = options.timeLimit == nil ? package.limits.languageTimeLimits[judged.language.id] : nil
                if let (verdicts, cached) = await verdicts(of: judged, in: package, limit: own ?? limit, expected: names.count) {
                    row.cached = cached
                    switch verdicts {
                    case .failure(let error): row.error = error.message
                    case .success(let codes):
                        row.verdicts = codes
                        row.rejectedBy = zip(names, codes).filter { $0.1 != Verdict.accepted.code }.map(\.0)
                    }
                } else {
                    row.error = "cannot be judged"
                }
            } else {
                row.error = staging.problems[submission.url.path] ?? "cannot read the submission"
            }
            progress(row)
            report.rows.append(row)
        }
        report.weak = report.rows.filter { $0.error != nil || $0.rejectedBy.count < minimum }.map(\.name)
        return report
    }

    /// The submission's verdict on every test, from the cache or by grading it.
    private func verdicts(of submission: Submission, in package: ProblemPackage, limit: Double,
                          expected count: Int) async -> (Result<[String], StrengthError>, Bool)? {
        guard let bytes = Self.bytes(of: submission.url) else { return nil }
        let text = "strength v1\n\(package.contentHash)\n\(ContentDigest.sha256(bytes))\n"
            + "\(submission.language.id)\n\(submission.mode.rawValue)\n\(limit)\n"
        let key = ContentDigest.sha256(Data(text.utf8))
        let folder = options.cacheDirectory.appendingPathComponent("strength", isDirectory: true)
        let file = folder.appendingPathComponent(key + ".json")
        if let data = try? Data(contentsOf: file), let stored = try? JSONDecoder().decode(Cached.self, from: data),
           stored.error != nil || stored.verdicts.count == count {
            return (Self.result(stored), true)
        }
        var options = options
        options.timeLimit = limit
        options.measuringTimeLimit = limit
        options.stopAtFirstFailure = false
        options.stopOnVerdicts = []
        options.separatesStretch = false
        let summary = await Grader(package: package, options: options).summary(of: submission)
        let result: Cached
        if summary.verdict == .compileError || summary.results.isEmpty {
            result = Cached(verdicts: [], error: "\(summary.verdict.code): \(summary.message?.split(separator: "\n").first.map(String.init) ?? "")")
        } else {
            result = Cached(verdicts: summary.results.sorted { $0.index < $1.index }.map(\.verdict.code), error: nil)
        }
        // A judge error is not the submission's: it is not kept.
        if !summary.results.contains(where: { $0.verdict == .judgeError }), summary.verdict != .judgeError {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if let data = try? JSONEncoder().encode(result) { try? data.write(to: file, options: .atomic) }
        }
        return (Self.result(result), false)
    }

    private static func result(_ cached: Cached) -> Result<[String], StrengthError> {
        if let error = cached.error { return .failure(StrengthError(message: error)) }
        return .success(cached.verdicts)
    }

    private struct Cached: Codable {
        var verdicts: [String]
        var error: String?
    }

    /// A file's bytes, or a folder's files' (sorted by name, each after its name).
    private static func bytes(of url: URL) -> Data? {
        guard FileTree.isDirectory(url) else { return try? Data(contentsOf: url) }
        var data = Data()
        for name in FileTree.names(in: url).sorted() where !name.hasPrefix(".") {
            data.append(Data("\(name)\n".utf8))
            data.append((try? Data(contentsOf: url.appendingPathComponent(name))) ?? Data())
        }
        return data
    }
}

/// Why a submission's strength could not be measured.
public struct StrengthError: Error, Sendable, Hashable {
    public var message: String
}
