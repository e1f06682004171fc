import Foundation

// MARK: - Expectation

/// What a reference submission must get: its folder's verdict, the verdicts a DOMjudge
/// `@EXPECTED_RESULTS@` annotation lists, or the `permitted`/`required` rules of a 2025-09
/// `submissions/submissions.yaml`. Every rule must hold.
public struct Expectation: Sendable, Hashable, Codable {
    /// One condition on how a submission's tests went.
    public enum Rule: Sendable, Hashable, Codable {
        /// The folder's verdict, as problemtools' verifyproblem checks it: `accepted` passes
        /// every test; the others get their verdict on some test.
        case folder(ExpectedVerdict)
        /// The submission's verdict (its first failing test's, in test order, else AC) is one of
        /// these (DOMjudge's `@EXPECTED_RESULTS@`); an empty set allows any verdict but JE.
        case outcome(Set<Verdict>)
        /// submissions.yaml: every test `tests` matches gets a permitted verdict, and one
        /// gets a required verdict.
        case tests(TestRule)
    }

    public var rules: [Rule]
    /// For people: "accepted", "WA or TLE (@EXPECTED_RESULTS@)".
    public var label: String
    /// Whether its runs bound the time limit from below when the package states none (it
    /// must pass every test, and submissions.yaml did not opt it out).
    public var derivesTimeLimit: Bool

    public init(rules: [Rule], label: String, derivesTimeLimit: Bool) {
        self.rules = rules
        self.label = label
        self.derivesTimeLimit = derivesTimeLimit
    }

    /// The expectation a folder's name sets.
    public static func folder(_ expected: ExpectedVerdict) -> Expectation {
        switch expected {
        case .slowAccepted:
            return Expectation(rules: [.outcome([.accepted, .timeLimitExceeded])], label: "AC or TLE (slow_accepted)",
                               derivesTimeLimit: false)
        case .mixed:
            return Expectation(rules: [.outcome([])], label: "any verdict (mixed)", derivesTimeLimit: false)
        default:
            return Expectation(rules: [.folder(expected)], label: expected.rawValue, derivesTimeLimit: expected == .accepted)
        }
    }

    // MARK: Grading policy

    /// Whether grading may stop at the first failing test (the verdict is then known).
    var stopsAtFirstFailure: Bool {
        rules.allSatisfy {
            switch $0 {
            case .folder(let expected): return expected == .accepted
            case .outcome: return true
            case .tests: return false
            }
        }
    }

    /// Verdicts that settle the expectation as soon as one test gets one.
    var settlingVerdicts: Set<Verdict> {
        if rules.contains(where: { if case .tests = $0 { return true } else { return false } }) {
            // A verdict no rule over every test permits is a mismatch already.
            var stop: Set<Verdict> = []
            for case .tests(let rule) in rules where rule.tests == nil {
                if let permitted = rule.permitted {
                    stop.formUnion(Verdict.allCases.filter { !Self.contains(permitted, $0) && $0 != .accepted })
                }
            }
            return stop
        }
        if rules.count == 1, case .folder(let expected) = rules[0], expected != .accepted {
            return expected.establishingVerdicts
        }
        return []
    }

    // MARK: Judging

    /// The verdict that settles the expectation (the first that breaks it, or the one that
    /// establishes it) and whether it holds, with the tests judged under `limit` seconds.
    public func judge(_ summary: GradingSummary, underTimeLimit limit: Double) -> (got: Verdict, matches: Bool) {
        var first: (Verdict, Bool)?
        for rule in rules {
            let result = Self.judge(rule, summary, limit)
            if !result.matches { return result }
            if first == nil { first = result }
        }
        return first ?? (Self.outcome(summary, limit), true)
    }

    /// The submission's verdict under `limit`: its first failing test's, else AC when every
    /// test ran, else the summary's (CE, JE, a stop).
    static func outcome(_ summary: GradingSummary, _ limit: Double) -> Verdict {
        if summary.results.isEmpty { return summary.verdict }
        let verdicts = summary.results.map { $0.verdict(underTimeLimit: limit) }
        return verdicts.first { !$0.isAccepted } ?? (summary.testsRun == summary.testsTotal ? .accepted : summary.verdict)
    }

    private static func judge(_ rule: Rule, _ summary: GradingSummary, _ limit: Double) -> (got: Verdict, matches: Bool) {
        switch rule {
        case .folder(let expected):
            var got = outcome(summary, limit)
            if expected != .accepted, !summary.results.isEmpty,
               let hit = summary.results.map({ $0.verdict(underTimeLimit: limit) }).first(where: expected.isSatisfied) {
                got = hit
            }
            return (got, expected.isSatisfied(by: got))
        case .outcome(let allowed):
            let got = outcome(summary, limit)
            return (got, allowed.isEmpty ? got != .judgeError : contains(allowed, got))
        case .tests(let rule):
            guard !summary.results.isEmpty else { return (summary.verdict, false) }
            let verdicts = summary.results.filter { rule.tests.map(TestGlob.init)?.matches(test: $0.name) ?? true }
                .map { $0.verdict(underTimeLimit: limit) }
            if let permitted = rule.permitted, let bad = verdicts.first(where: { !contains(permitted, $0) }) {
                return (bad, false)
            }
            if let required = rule.required {
                if let hit = verdicts.first(where: { contains(required, $0) }) { return (hit, true) }
                return (outcome(summary, limit), false)
            }
            return (outcome(summary, limit), true)
        }
    }

    /// Whether `verdicts` holds `verdict`, a memory-limit verdict counting as a run-time error
    /// (the formats know only AC, WA, TLE and RTE).
    static func contains(_ verdicts: Set<Verdict>, _ verdict: Verdict) -> Bool {
        verdicts.contains(verdict) || (verdict == .memoryLimitExceeded && verdicts.contains(.runTimeError))
    }
}

// MARK: - TestRule

/// A `permitted`/`required` pair of submissions.yaml, for every test or those a glob matches.
public struct TestRule: Sendable, Hashable, Codable {
    /// Every test matched gets one of these; nil: any.
    public var permitted: Set<Verdict>?
    /// Some test matched gets one of these; nil: no such condition.
    public var required: Set<Verdict>?
    /// A glob over test and group names relative to `data/` ("secret/*-hard"); nil: every test.
    public var tests: String?

    public init(permitted: Set<Verdict>?, required: Set<Verdict>?, tests: String?) {
        self.permitted = permitted
        self.required = required
        self.tests = tests
    }
}

// MARK: - VerdictNames

/// Verdict names as packages write them: the formats' `AC WA TLE RTE`, DOMjudge's
/// `CORRECT WRONG_ANSWER TIMELIMIT RUN_ERROR NO_OUTPUT OUTPUT_LIMIT COMPILER_ERROR` and
/// BAPCtools' `ACCEPTED TIME_LIMIT_EXCEEDED RUN_TIME_ERROR`.
enum VerdictNames {
    static func verdict(_ name: String) -> Verdict? {
        let key = name.uppercased().replacingOccurrences(of: "-", with: "_")
        switch key {
        case "AC", "CORRECT", "ACCEPTED": return .accepted
        case "WA", "WRONG_ANSWER", "NO_OUTPUT": return .wrongAnswer
        case "TLE", "TIMELIMIT", "TIME_LIMIT", "TIME_LIMIT_EXCEEDED": return .timeLimitExceeded
        case "RTE", "RUN_ERROR", "RUN_TIME_ERROR", "RUNTIME_ERROR": return .runTimeError
        case "MLE", "MEMORY_LIMIT", "MEMORY_LIMIT_EXCEEDED": return .memoryLimitExceeded
        case "OLE", "OUTPUT_LIMIT", "OUTPUT_LIMIT_EXCEEDED": return .outputLimitExceeded
        case "CE", "COMPILER_ERROR", "COMPILE_ERROR", "COMPILATION_ERROR": return .compileError
        default: return nil
        }
    }

    /// "WA or TLE".
    static func list(_ verdicts: Set<Verdict>) -> String {
        verdicts.sorted().map(\.code).joined(separator: " or ")
    }
}

// MARK: - ExpectedResults

/// DOMjudge's `@EXPECTED_RESULTS@: WRONG_ANSWER, TIMELIMIT` annotation (BAPCtools reads it
/// too), in a comment among a source file's first lines, in any language's comment syntax.
enum ExpectedResults {
    static let marker = "@EXPECTED_RESULTS@"
    /// How much of the start of a file is searched.
    static let lineLimit = 50

    /// The verdicts the annotation in `url` (a file, or a folder's files) lists; nil when
    /// there is none.
    /// - Throws: a message naming an unknown verdict.
    static func read(_ url: URL) throws(ExpectationError) -> Set<Verdict>? {
        let files = FileTree.isDirectory(url) ? ((try? FileTree.files(under: url)) ?? []).map(\.url) : [url]
        for file in files {
            // Regular files only: a FIFO would block the read.
            var info = stat()
            guard stat(file.path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                  let handle = try? FileHandle(forReadingFrom: file) else { continue }
            let data = (try? handle.read(upToCount: 16 << 10)) ?? Data()
            try? handle.close()
            let text = String(decoding: data, as: UTF8.self)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(lineLimit) {
                guard let range = line.range(of: marker) else { continue }
                return try parse(line[range.upperBound...])
            }
        }
        return nil
    }

    /// "`: WRONG_ANSWER, TIMELIMIT */`" → {WA, TLE}.
    static func parse(_ rest: Substring) throws(ExpectationError) -> Set<Verdict> {
        var text = rest.drop { $0 == ":" || $0 == " " || $0 == "\t" }
        var verdicts: Set<Verdict> = []
        while true {
            text = text.drop { $0 == " " || $0 == "\t" || $0 == "," }
            guard let start = text.first, start.isLetter else { break }
            var word = text.prefix { $0.isLetter || $0 == "_" || $0 == "-" }
            while word.last == "-" { word = word.dropLast() }   // "CORRECT-->"
            guard let verdict = VerdictNames.verdict(String(word)) else {
                throw ExpectationError("unknown verdict '\(word)' in \(marker)")
            }
            verdicts.insert(verdict)
            text = text.dropFirst(word.count)
            // Only a list: stop at whatever closes the comment.
            guard let next = text.first, next == "," || next == " " || next == "\t" else { break }
        }
        guard !verdicts.isEmpty else { throw ExpectationError("\(marker) lists no verdict") }
        return verdicts
    }
}

/// Why a submission's expectation cannot be read, as one line.
struct ExpectationError: Error, Sendable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
