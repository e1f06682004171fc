import ContextStack
import Foundation
import Judge

/// Finds a problem by slug, and suggests the closest slugs when there is none.
public struct ProblemLookup {
    let store: PrepStore
    /// The problems folder: a name that is a broken package there is reported as such.
    let problems: URL?

    public init(store: PrepStore, problems: URL? = nil) {
        self.store = store
        self.problems = problems
    }

    /// The problem's slug, name and package folder.
    public struct Found: Sendable {
        public var slug: String
        public var name: String
        public var packagePath: String
        public var isMissing: Bool
    }

    /// - Throws: `PrepError` "unknown problem 'x'; did you mean ..." with the closest slugs.
    public func find(_ name: String) throws -> Found {
        let view = store.view
        return try view.performAndWait {
            if let p = try Problem.named(name, in: view) {
                return Found(slug: p.slug, name: p.name, packagePath: p.packagePath, isMissing: p.isMissing)
            }
            // A LeetCode number ("198", "lc198"): the problem that declares it its twin.
            if let number = Self.leetcodeNumber(name) {
                let twins = try view.fetch(FetchRequest<Problem>(Problem.leetcodeNumber == number))
                    .sorted { ($0.isMissing ? 1 : 0, $0.slug) < ($1.isMissing ? 1 : 0, $1.slug) }
                if let p = twins.first {
                    return Found(slug: p.slug, name: p.name, packagePath: p.packagePath, isMissing: p.isMissing)
                }
                throw PrepError("no problem here is LeetCode \(number); prep list --json names each problem's twin")
            }
            if let problems, !name.contains("/"), FileManager.default.fileExists(atPath: problems.appendingPathComponent(name).appendingPathComponent("problem.yaml").path) {
                // A package the catalogue skipped: say what is wrong with it.
                do { _ = try PackageSummary.load(from: problems.appendingPathComponent(name)) } catch {
                    throw PrepError(error)
                }
            }
            let slugs = try view.fetch(FetchRequest<Problem>(Problem.isMissing == false)).map(\.slug)
            let close = Self.closest(to: name, in: slugs)
            let hint = close.isEmpty ? "; prep list shows them all" : "; did you mean \(close.joined(separator: ", "))?"
            throw PrepError("unknown problem '\(name)'\(hint)")
        }
    }

    /// The number in "198", "lc198" or "LC-198"; nil for anything else.
    static func leetcodeNumber(_ name: String) -> Int? {
        var digits = Substring(name)
        if digits.lowercased().hasPrefix("lc") { digits = digits.dropFirst(2) }
        if digits.hasPrefix("-") { digits = digits.dropFirst() }
        guard !digits.isEmpty, digits.count <= 5, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else { return nil }
        return Int(digits)
    }

    /// Up to three slugs nearest to `name`: those containing it first, then by edit distance.
    static func closest(to name: String, in slugs: [String]) -> [String] {
        let lowered = name.lowercased()
        let containing = slugs.filter { $0.contains(lowered) || lowered.contains($0) }.sorted()
        // The distance is at least the difference in length: only near-equal lengths can be
        // close, and a long argument costs no quadratic work.
        let limit = max(2, lowered.utf8.count / 3)
        let byDistance = slugs.filter { abs($0.utf8.count - lowered.utf8.count) <= limit }
            .map { ($0, editDistance(Array(lowered.utf8), Array($0.utf8))) }
            .filter { $0.1 <= limit }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
            .map(\.0)
        var result: [String] = []
        for slug in containing + byDistance where !result.contains(slug) { result.append(slug) }
        return Array(result.prefix(3))
    }

    static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
