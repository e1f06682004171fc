import ContextStack
import Foundation

/// One hint of a problem: its number (1 for the first) and its Markdown text.
public struct Hint: Sendable, Codable, Hashable {
    public var number: Int
    public var text: String
}

/// A problem's hints, from `statement/hints.md` in its package: one `## ` section per hint,
/// from a nudge to the key idea, in the order they are revealed.
public enum HintBook {
    public static let fileName = "statement/hints.md"

    /// The hints of the package at `package`; empty when it has none.
    /// - Throws: `PrepError` naming the file (and line) when it cannot be read or is malformed.
    public static func read(package: URL) throws -> [Hint] {
        let url = package.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw PrepError("\(url.path): cannot be read as UTF-8 text")
        }
        return try parse(text, file: url.path)
    }

    /// Splits `text` at its `## ` headings. Text before the first heading (other than blank
    /// lines and an optional `# ` title) and a heading without text are errors.
    public static func parse(_ text: String, file: String) throws -> [Hint] {
        var hints: [Hint] = []
        var body: [Substring] = []
        var heading = 0
        func close() throws {
            guard heading > 0 else { return }
            let text = body.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { throw PrepError("\(file):\(heading): hint \(hints.count + 1) has no text") }
            hints.append(Hint(number: hints.count + 1, text: text))
        }
        var inFence = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") || line.hasPrefix("~~~") { inFence.toggle() }
            if !inFence && line.hasPrefix("## ") {
                try close()
                heading = index + 1
                body = []
            } else if heading > 0 {
                body.append(line)
            } else if !line.trimmingCharacters(in: .whitespaces).isEmpty && !line.hasPrefix("# ") {
                throw PrepError("\(file):\(index + 1): text before the first '## ' heading (each hint is a '## ' section)")
            }
        }
        try close()
        return hints
    }
}

/// Revealing hints and counting the ones used: `prep hint`, history and the rating suggested
/// after an accepted solve.
public struct Hints: Sendable {
    let store: PrepStore

    public init(store: PrepStore) { self.store = store }

    /// What `prep hint` shows: the hints revealed so far, the newly revealed one last.
    public struct Shown: Sendable, Codable {
        public var problem: String
        /// How many hints the problem has.
        public var total: Int
        /// Revealed so far, in order.
        public var hints: [Hint]
        /// The number of the hint this call revealed; nil when all were already revealed
        /// (or when only looking).
        public var revealed: Int?
    }

    /// Reveals the next hint of `slug` and records it. Two calls at once reveal two
    /// different hints (the store lock orders them).
    /// - Throws: `PrepError` when the problem has no hints or its hints file is malformed.
    public func revealNext(_ slug: String, now: Date = Date()) async throws -> Shown {
        let (package, _) = try problem(slug)
        let hints = try HintBook.read(package: package)
        guard !hints.isEmpty else { throw PrepError("\(slug) has no hints (no \(package.path)/\(HintBook.fileName))") }
        if let running = try await Interviews(store: store).running(now: now) {
            throw PrepError("hints are locked during an interview (\(running.problem), \(Int(((running.secondsLeft ?? 0) / 60).rounded(.up))) min left); "
                            + "prep interview --stop ends it")
        }
        let view = store.view
        return try await store.exclusively {
            let revealed: Int? = try await view.perform {
                guard let problem = try Problem.named(slug, in: view) else { throw PrepError("\(slug) is not in the catalogue") }
                let used = try view.fetch(FetchRequest<HintUse>(HintUse.problem == problem.objectID)).map(\.number).max() ?? 0
                guard used < hints.count else { return nil }
                let use = HintUse(context: view)
                use.problem = problem
                use.number = used + 1
                use.revealedAt = now
                try view.save()
                return used + 1
            }
            if revealed != nil { try await store.flush() }
            let count = try usedCount(slug)
            return Shown(problem: slug, total: hints.count, hints: Array(hints.prefix(min(count, hints.count))), revealed: revealed)
        }
    }

    /// The hints revealed so far, without revealing another.
    public func shown(_ slug: String) throws -> Shown {
        let (package, _) = try problem(slug)
        let hints = try HintBook.read(package: package)
        let count = try usedCount(slug)
        return Shown(problem: slug, total: hints.count, hints: Array(hints.prefix(min(count, hints.count))), revealed: nil)
    }

    /// How many hints of `slug` have been revealed, in all or after `since`.
    public func usedCount(_ slug: String, after since: Date? = nil) throws -> Int {
        let view = store.view
        return try view.performAndWait {
            guard let problem = try Problem.named(slug, in: view) else { return 0 }
            var predicate = HintUse.problem == problem.objectID
            if let since { predicate = predicate && HintUse.revealedAt > since }
            return try view.count(FetchRequest<HintUse>(predicate))
        }
    }

    /// The review rating to suggest after an accepted solve of `slug`: "hard" when hints were
    /// revealed since the problem was last accepted before this solve, else "good".
    public func suggestedRating(_ slug: String) throws -> (rating: Rating, hintsUsed: Int) {
        let view = store.view
        let previous: Date? = try view.performAndWait {
            guard let problem = try Problem.named(slug, in: view) else { return nil }
            let accepted = try view.fetch(FetchRequest<Attempt>(Attempt.problem == problem.objectID && Attempt.verdict == .accepted,
                                                                sortedBy: [Attempt.startedAt.descending], limit: 2))
            return accepted.count == 2 ? accepted[1].finishedAt ?? accepted[1].startedAt : nil
        }
        let used = try usedCount(slug, after: previous)
        return (used > 0 ? .hard : .good, used)
    }

    /// When each hint of the problems in `slugs` was revealed, oldest first: history counts
    /// those before each attempt.
    func revealTimes(view: ObjectContext, problems: [ObjectID]) throws -> [ObjectID: [Date]] {
        guard !problems.isEmpty else { return [:] }
        var times: [ObjectID: [Date]] = [:]
        for use in try view.fetch(FetchRequest<HintUse>(HintUse.problem.isIn(problems), sortedBy: [HintUse.revealedAt.ascending])) {
            if let id = use.problem?.objectID { times[id, default: []].append(use.revealedAt) }
        }
        return times
    }

    private func problem(_ slug: String) throws -> (URL, String) {
        let view = store.view
        return try view.performAndWait {
            guard let problem = try Problem.named(slug, in: view) else {
                throw PrepError("\(slug) is not in the catalogue; run prep import")
            }
            return (URL(fileURLWithPath: problem.packagePath), problem.slug)
        }
    }
}
