public import Foundation

// MARK: - ExpectedVerdict

/// The folder a reference submission sits in, which names the verdict it must get.
public enum ExpectedVerdict: String, Sendable, Hashable, Codable, CaseIterable {
    case accepted
    case wrongAnswer = "wrong_answer"
    case timeLimitExceeded = "time_limit_exceeded"
    case runTimeError = "run_time_error"
    /// Any non-accepted verdict.
    case rejected
    /// Never a wrong answer, but fails by time or crash.
    case bruteForce = "brute_force"
    /// Accepted, but may be too slow at the limit (BAPCtools): AC or TLE.
    case slowAccepted = "slow_accepted"
    /// Any verdict, or those its `@EXPECTED_RESULTS@` lists (DOMjudge).
    case mixed
    /// Part of a scoring problem's points: prep judges no scoring problems, so never run.
    case partiallyAccepted = "partially_accepted"

    /// Whether a submission that got `verdict` on some test satisfies this expectation.
    public func isSatisfied(by verdict: Verdict) -> Bool {
        switch self {
        case .accepted: return verdict == .accepted
        case .wrongAnswer: return verdict == .wrongAnswer
        // DOMjudge (and BAPCtools after it) cuts output at the limit and lets the program run on
        // into its time limit, so a program that prints without end is a TLE submission there;
        // prep stops it at the output limit, and the folder takes that OLE as its TLE.
        case .timeLimitExceeded: return verdict == .timeLimitExceeded || verdict == .outputLimitExceeded
        case .runTimeError: return verdict == .runTimeError || verdict == .memoryLimitExceeded
        case .rejected: return verdict != .accepted && verdict != .judgeError
        case .bruteForce: return [.timeLimitExceeded, .runTimeError, .memoryLimitExceeded].contains(verdict)
        case .slowAccepted: return verdict == .accepted || verdict == .timeLimitExceeded
        case .mixed: return verdict != .judgeError
        case .partiallyAccepted: return false
        }
    }

    /// The verdicts that establish this expectation on a single test (empty for accepted).
    public var establishingVerdicts: Set<Verdict> {
        Set(Verdict.allCases.filter { $0 != .accepted && isSatisfied(by: $0) })
    }
}

// MARK: - ReferenceSubmission

/// A reference submission of a package (`submissions/<folder>/…`, or for the bundled
/// problems `Solutions/<slug>/<verdict>/…`), with what it must get: its folder's verdict, a
/// DOMjudge `@EXPECTED_RESULTS@` annotation, or the rules of `submissions/submissions.yaml`.
/// A submission prep cannot run is still listed, with the reason it is skipped.
public struct ReferenceSubmission: Sendable, Hashable, Codable {
    /// A file or a folder of files.
    public var url: URL
    /// "accepted/sol.swift".
    public var name: String
    /// The verdict its folder names; nil for a folder that names none.
    public var expected: ExpectedVerdict?
    /// What it must get.
    public var expectation: Expectation
    /// nil when no language fits its extension.
    public var language: Language?
    /// Why prep does not run it ("disabled", "no Kotlin toolchain in prep"); nil when it runs.
    public var skipped: String?
    /// Why it cannot be run at all (a link leaving the package, an unknown verdict in its
    /// annotation): a failure of the package.
    public var error: String?
    /// It is, or holds, symbolic links to files of the package: it is judged from a copy of
    /// what they point to.
    public var hasLinks: Bool

    /// The reference submissions under `folder` (which holds `accepted/`, `wrong_answer/`, ...,
    /// and perhaps `submissions.yaml`). Links must stay inside `boundary` (default: the folder
    /// holding `folder`, the package).
    public static func all(in folder: URL, boundary: URL? = nil) -> [ReferenceSubmission] {
        guard FileTree.isDirectory(folder) else { return [] }
        let base = Toolchain.realPath((boundary ?? folder.deletingLastPathComponent()).standardizedFileURL.path)
        var yaml: SubmissionsYAML?
        var yamlError: String?
        let yamlFile = folder.appendingPathComponent("submissions.yaml")
        if case .outside(let problem) = SubmissionLinks.inspect(yamlFile, inside: base) {
            yamlError = "\(yamlFile.path) \(problem)"
        } else {
            do { yaml = try SubmissionsYAML.load(yamlFile) } catch { yamlError = error.description }
        }
        // The known folders in their usual order, then the others by name.
        let order = Dictionary(uniqueKeysWithValues: ExpectedVerdict.allCases.enumerated().map { ($1.rawValue, $0) })
        let folders = FileTree.names(in: folder).filter { FileTree.isDirectory(folder.appendingPathComponent($0)) }
            .sorted { (order[$0] ?? order.count, $0) < (order[$1] ?? order.count, $1) }
        var found: [ReferenceSubmission] = []
        for folderName in folders {
            let verdictFolder = folder.appendingPathComponent(folderName, isDirectory: true)
            if case .outside(let problem) = SubmissionLinks.inspect(verdictFolder, inside: base, deep: false) {
                found.append(ReferenceSubmission(url: verdictFolder, name: folderName, expected: nil,
                                                 expectation: Expectation(rules: [], label: "-", derivesTimeLimit: false),
                                                 error: problem))
                continue
            }
            for entry in FileTree.names(in: verdictFolder) {
                let context = Context(yaml: yaml, yamlError: yamlError, base: base)
                if let submission = make(verdictFolder.appendingPathComponent(entry), folder: folderName, context) {
                    found.append(submission)
                }
            }
        }
        return found
    }

    init(url: URL, name: String, expected: ExpectedVerdict?, expectation: Expectation, language: Language? = nil,
         skipped: String? = nil, error: String? = nil, hasLinks: Bool = false) {
        self.url = url
        self.name = name
        self.expected = expected
        self.expectation = expectation
        self.language = language
        self.skipped = skipped
        self.error = error
        self.hasLinks = hasLinks
    }

    private struct Context {
        var yaml: SubmissionsYAML?
        var yamlError: String?
        var base: String
    }

    /// One entry of a verdict folder; nil for a file that is no program (a README).
    private static func make(_ url: URL, folder: String, _ context: Context) -> ReferenceSubmission? {
        let name = folder + "/" + url.lastPathComponent
        let expected = ExpectedVerdict(rawValue: folder)
        var submission = ReferenceSubmission(
            url: url, name: name, expected: expected,
            expectation: expected.map(Expectation.folder) ?? Expectation(rules: [], label: "-", derivesTimeLimit: false))
        switch SubmissionLinks.inspect(url, inside: context.base) {
        case .outside(let problem):
            submission.error = problem
            return submission
        case .inside: submission.hasLinks = true
        case .none: break
        }
        if url.pathExtension == "disabled" {
            submission.skipped = "disabled"
            return submission
        }
        if let yamlError = context.yamlError {
            submission.language = Languages.detect(url)
            submission.error = yamlError
            return submission
        }
        let matching = context.yaml?.entries(matching: name) ?? []

        // The language: submissions.yaml's, else the extension's.
        if let code = matching.compactMap(\.language).last {
            guard let language = Languages.named(code) else {
                submission.skipped = "no \(ForeignLanguages.byCode[code.lowercased()] ?? code) toolchain in prep"
                return submission
            }
            submission.language = language
        } else if let language = Languages.detect(url) {
            submission.language = language
        } else {
            guard let reason = ForeignLanguages.skipReason(for: url) else { return nil }
            submission.skipped = reason
            return submission
        }
        if expected == .partiallyAccepted {
            submission.skipped = "scoring problems are not supported (partially_accepted)"
            return submission
        }

        // What it must get: the folder's rule, which submissions.yaml may replace (a key that
        // is the folder's name) and an annotation overrides; then submissions.yaml's other rules.
        var expectation = submission.expectation
        if let override = matching.last(where: { $0.key == folder }) {
            let defaults = SubmissionsYAML.defaultRule(folder: folder)
            let rule = TestRule(permitted: override.permitted ?? defaults.permitted,
                                required: override.required ?? defaults.required, tests: nil)
            expectation = Expectation(rules: [.tests(rule)], label: "submissions.yaml: " + describe(rule),
                                      derivesTimeLimit: rule.permitted == [.accepted])
        }
        do {
            if let listed = try ExpectedResults.read(url) {
                expectation = Expectation(rules: [.outcome(listed)],
                                          label: VerdictNames.list(listed) + " (\(ExpectedResults.marker))",
                                          derivesTimeLimit: listed == [.accepted])
            }
        } catch {
            submission.error = error.description
            return submission
        }
        var added: [TestRule] = []
        for entry in matching where entry.key != folder {
            if entry.permitted != nil || entry.required != nil {
                added.append(TestRule(permitted: entry.permitted, required: entry.required, tests: nil))
            }
            added += entry.groups
        }
        if !added.isEmpty {
            expectation.rules += added.map { .tests($0) }
            let described = added.map(describe).joined(separator: "; ")
            expectation.label = expectation.rules.count == added.count
                ? "submissions.yaml: " + described : expectation.label + " + submissions.yaml: " + described
            if expectation.rules.count == added.count {
                expectation.derivesTimeLimit = added.contains { $0.tests == nil && $0.permitted == [.accepted] }
            }
        }
        if matching.contains(where: \.optsOut) { expectation.derivesTimeLimit = false }
        if expectation.rules.isEmpty {
            submission.skipped = "the folder '\(folder)' names no verdict, and no rule of submissions.yaml matches it"
            return submission
        }
        submission.expectation = expectation
        return submission
    }

    /// "permitted AC or TLE, required TLE on secret/*-hard".
    static func describe(_ rule: TestRule) -> String {
        var parts: [String] = []
        if let permitted = rule.permitted { parts.append("permitted " + VerdictNames.list(permitted)) }
        if let required = rule.required { parts.append("required " + VerdictNames.list(required)) }
        if parts.isEmpty { parts.append("any verdict") }
        return parts.joined(separator: ", ") + (rule.tests.map { " on \($0)" } ?? "")
    }
}

// MARK: - SubmissionLinks

/// Symbolic links among reference submissions (BAPCtools keeps some submissions as links to
/// others): a link that stays in the package is followed, one that leaves it (or points
/// nowhere) makes that submission an error. `PackageLinks.check` leaves them to this.
enum SubmissionLinks {
    enum Finding: Equatable {
        case none
        /// Only links that stay inside.
        case inside
        /// The first link that leaves, or dangles: why.
        case outside(String)
    }

    /// Checks `url`, and with `deep` every link under it when it is a folder.
    static func inspect(_ url: URL, inside base: String, deep: Bool = true) -> Finding {
        var sawLink = false
        if isLink(url.path) {
            sawLink = true
            if let problem = problem(url.path, inside: base) { return .outside(problem) }
        }
        if deep, FileTree.isDirectory(url), let enumerator = FileManager.default.enumerator(atPath: url.path) {
            // The enumerator does not follow links, so a link to a folder outside is seen, not walked.
            for case let relative as String in enumerator {
                let path = url.appendingPathComponent(relative).path
                guard isLink(path) else { continue }
                sawLink = true
                if let problem = problem(path, inside: base) { return .outside("\(relative) \(problem)") }
            }
        }
        return sawLink ? .inside : .none
    }

    static func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Why the link at `path` may not be followed, or nil.
    private static func problem(_ path: String, inside base: String) -> String? {
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? "?"
        guard let resolved = realpath(path, nil) else { return "is a link to \(target), which does not exist" }
        defer { free(resolved) }
        let real = String(cString: resolved)
        guard real == base || real.hasPrefix(base + "/") else {
            return "is a link to \(target), outside the package (prep reads only a package's own files)"
        }
        return nil
    }

    /// Copies `source` (a file or folder) to `destination`, following links: what a linked
    /// submission is judged from. Links were checked to stay inside the package.
    static func copyResolved(_ source: URL, to destination: URL, depth: Int = 0) throws {
        guard depth < 16 else { throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: source.path]) }
        if FileTree.isDirectory(source) {
            try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
            for name in FileTree.names(in: source) {
                try copyResolved(source.appendingPathComponent(name), to: destination.appendingPathComponent(name), depth: depth + 1)
            }
        } else {
            try Data(contentsOf: source.resolvingSymlinksInPath()).write(to: destination)
        }
    }
}
