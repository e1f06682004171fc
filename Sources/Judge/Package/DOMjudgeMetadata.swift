import Foundation

// MARK: - DOMjudgeMetadata

/// What a package keeps for DOMjudge beside `problem.yaml`: a `.timelimit` file (the limit in
/// seconds) and `domjudge-problem.ini` (`timelimit = '8'`, `name = '…'`). Contest repositories
/// (NWERC's, BAPC's) state their time limits there; `problem.yaml`'s own `limits.time_limit`
/// wins when both are given.
struct DOMjudgeMetadata {
    var timeLimit: Double?
    /// Where the time limit came from: `.timelimit` or `domjudge-problem.ini`.
    var timeLimitSource: String?
    var name: String?

    /// Reads the package's DOMjudge files, if any.
    /// - Throws: `PackageError` naming the file, for a time limit that is not a positive number.
    init(root: URL) throws {
        let ini = root.appendingPathComponent("domjudge-problem.ini")
        if let text = try? String(contentsOf: ini, encoding: .utf8) {
            let values = Self.iniValues(text)
            name = values["name"].flatMap { $0.isEmpty ? nil : $0 }
            if let value = values["timelimit"] {
                timeLimit = try Self.seconds(value, in: ini)
                timeLimitSource = "domjudge-problem.ini"
            }
        }
        let file = root.appendingPathComponent(".timelimit")
        if let text = try? String(contentsOf: file, encoding: .utf8) {
            timeLimit = try Self.seconds(text.trimmingCharacters(in: .whitespacesAndNewlines), in: file)
            timeLimitSource = ".timelimit"
        }
    }

    /// `key = value` lines, values unquoted ('…' or "…"); comments (`;`, `#`) and sections skipped.
    static func iniValues(_ text: String) -> [String: String] {
        var values: [String: String] = [:]
        for line in text.split(whereSeparator: \.isNewline) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix(";"), !trimmed.hasPrefix("#"), !trimmed.hasPrefix("["),
                  let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, let first = value.first, first == "'" || first == "\"", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            values[key] = value
        }
        return values
    }

    private static func seconds(_ text: String, in file: URL) throws -> Double {
        guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
            throw PackageError(file, "the time limit must be a positive number of seconds, not '\(text.prefix(40))'")
        }
        return seconds
    }
}
