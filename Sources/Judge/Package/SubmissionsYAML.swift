import Foundation

// MARK: - SubmissionsYAML

/// The 2025-09 `submissions/submissions.yaml`: glob patterns over submission paths (relative
/// to `submissions/`), each with `language`, `permitted`, `required`, `use_for_time_limit`
/// and, under test-group globs, `permitted`/`required` for some tests only. A key that is
/// exactly a folder's name replaces that folder's default rule (keys it leaves out keep the
/// default); any other pattern adds its rules. `entrypoint`, `authors`, `model_solution`,
/// `score` and `message` are read past (prep judges neither scoring nor judge messages).
struct SubmissionsYAML {
    struct Entry {
        /// The key as written, and its brace expansions.
        var key: String
        var patterns: [String]
        var language: String?
        var permitted: Set<Verdict>?
        var required: Set<Verdict>?
        /// `use_for_time_limit: false`.
        var optsOut: Bool
        /// Rules for some tests: (test glob, permitted, required).
        var groups: [TestRule]
    }

    var entries: [Entry]

    static let fields: Set<String> = ["language", "entrypoint", "authors", "model_solution", "permitted", "required",
                                      "score", "message", "use_for_time_limit"]

    /// Reads `url`; nil when there is no such file.
    static func load(_ url: URL) throws(ExpectationError) -> SubmissionsYAML? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let yaml: YAMLValue
        do { yaml = try TestDataLoader.readYAML(url) } catch {
            throw ExpectationError("\(error)")
        }
        if yaml == .null { return SubmissionsYAML(entries: []) }
        guard case .mapping(let top) = yaml else { throw ExpectationError("\(url.path): must be a map of glob patterns") }
        var entries: [Entry] = []
        for item in top {
            guard case .mapping(let settings) = item.value else {
                if item.value == .null { continue }
                throw ExpectationError("\(url.path): '\(item.key)' must be a map of settings")
            }
            let place = "\(url.path): '\(item.key)'"
            var entry = Entry(key: item.key, patterns: Glob.expandBraces(item.key), language: nil, permitted: nil,
                              required: nil, optsOut: false, groups: [])
            entry.language = item.value["language"]?.string
            entry.permitted = try verdicts(item.value["permitted"], "\(place) permitted")
            entry.required = try verdicts(item.value["required"], "\(place) required")
            entry.optsOut = item.value["use_for_time_limit"]?.bool == false
            for setting in settings where !fields.contains(setting.key) {
                guard case .mapping = setting.value else {
                    throw ExpectationError("\(place): unknown key '\(setting.key)' (a test group's rules are a map)")
                }
                let label = "\(place) \(setting.key)"
                let permitted = try verdicts(setting.value["permitted"], "\(label) permitted")
                let required = try verdicts(setting.value["required"], "\(label) required")
                if setting.value["use_for_time_limit"]?.bool == false { entry.optsOut = true }
                for pattern in Glob.expandBraces(setting.key) {
                    entry.groups.append(TestRule(permitted: permitted, required: required, tests: pattern))
                }
            }
            entries.append(entry)
        }
        return SubmissionsYAML(entries: entries)
    }

    private static func verdicts(_ value: YAMLValue?, _ label: String) throws(ExpectationError) -> Set<Verdict>? {
        guard let value, value != .null else { return nil }
        guard let names = value.strings else { throw ExpectationError("\(label): must be a list of verdicts") }
        var verdicts: Set<Verdict> = []
        for name in names {
            guard let verdict = VerdictNames.verdict(name.trimmingCharacters(in: .whitespaces)) else {
                throw ExpectationError("\(label): unknown verdict '\(name)' (AC, WA, TLE or RTE)")
            }
            verdicts.insert(verdict)
        }
        return verdicts
    }

    /// The spec's default rule for a folder (`wrong_answer`: permitted AC and WA, required WA).
    static func defaultRule(folder: String) -> (permitted: Set<Verdict>?, required: Set<Verdict>?) {
        switch folder {
        case "accepted": return ([.accepted], nil)
        case "rejected": return (nil, [.runTimeError, .timeLimitExceeded, .wrongAnswer])
        case "wrong_answer": return ([.accepted, .wrongAnswer], [.wrongAnswer])
        case "time_limit_exceeded": return ([.accepted, .timeLimitExceeded], [.timeLimitExceeded])
        case "run_time_error": return ([.accepted, .runTimeError], [.runTimeError])
        case "brute_force": return ([.accepted, .runTimeError, .timeLimitExceeded], [.runTimeError, .timeLimitExceeded])
        default: return (nil, nil)
        }
    }

    /// The entries whose pattern matches the submission `name` ("accepted/sol.py") or a folder
    /// it is in.
    func entries(matching name: String) -> [Entry] {
        entries.filter { entry in entry.patterns.contains { Glob.matches($0, pathOrParent: name) } }
    }
}

// MARK: - Glob

/// The format's glob patterns: `*` and `?` within one name (never across `/`), and brace
/// expansion (`{simple,complex}.py`). A path matches when it or one of its parent folders does.
enum Glob {
    static func matches(_ pattern: String, pathOrParent path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        for count in stride(from: 1, through: parts.count, by: 1) {
            if matches(Array(pattern.utf8), Array(parts.prefix(count).joined(separator: "/").utf8)) { return true }
        }
        return false
    }

    /// Whole-string match of `pattern` against `text`.
    static func matches(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        let star = UInt8(ascii: "*"), question = UInt8(ascii: "?"), slash = UInt8(ascii: "/")
        var p = 0, t = 0
        var backtrack: (p: Int, t: Int)?
        while t < text.count {
            if p < pattern.count, pattern[p] == star {
                backtrack = (p, t)
                p += 1
            } else if p < pattern.count, pattern[p] == text[t] || (pattern[p] == question && text[t] != slash) {
                p += 1
                t += 1
            } else if let (starP, starT) = backtrack, text[starT] != slash {
                // Let the last star take one more character (never a '/').
                p = starP + 1
                t = starT + 1
                backtrack = (starP, starT + 1)
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == star { p += 1 }
        return p == pattern.count
    }

    /// `a{b,c}d{e,f}` → `abde abdf acde acdf` (nested braces too).
    static func expandBraces(_ pattern: String) -> [String] {
        let chars = Array(pattern)
        guard let open = chars.firstIndex(of: "{") else { return [pattern] }
        var depth = 0
        var close: Int?
        var commas: [Int] = []
        for index in open..<chars.count {
            switch chars[index] {
            case "{": depth += 1
            case "}":
                depth -= 1
                if depth == 0 { close = index }
            case "," where depth == 1: commas.append(index)
            default: break
            }
            if close != nil { break }
        }
        guard let close else { return [pattern] }
        let prefix = String(chars[..<open]), suffix = String(chars[(close + 1)...])
        let bounds = [open] + commas + [close]
        var results: [String] = []
        for index in 0..<(bounds.count - 1) {
            let alternative = String(chars[(bounds[index] + 1)..<bounds[index + 1]])
            results += expandBraces(prefix + alternative + suffix)
        }
        return results
    }
}

// MARK: - TestGlob

/// A test-group glob of submissions.yaml, matched against test names ("secret/g1/03"): a test
/// matches when it or one of its groups does.
struct TestGlob {
    var pattern: String

    init(_ pattern: String) { self.pattern = pattern }

    func matches(test name: String) -> Bool {
        Glob.matches(pattern, pathOrParent: name)
    }
}
