import ContextStack
import Foundation
import Judge

/// One attempt, as `prep history` shows it.
public struct HistoryEntry: Sendable, Codable {
    public var attempt: String
    public var problem: String
    public var verdict: AttemptStatus
    public var language: String
    /// A program, or a function-mode solution.
    public var mode: SolutionMode
    public var testsPassed: Int
    public var testsTotal: Int
    public var cpuSeconds: Double
    public var peakMemoryBytes: Int
    public var startedAt: Date
    public var finishedAt: Date?
    /// The latest `prep growth` of the same source text: "≈ n^2.0, O(n^2)".
    public var growth: String?
    /// Hints of the problem revealed (`prep hint`) before the attempt started.
    public var hintsUsed: Int
    /// Function mode on a package with a stretch tier: "AC 2/2", "RTE 1/2", "not run".
    public var stretch: String?
}

/// Attempts, newest first, optionally of one problem.
public struct History {
    let store: PrepStore

    public init(store: PrepStore) { self.store = store }

    /// A stretch outcome in a few characters: "AC 2/2", "RTE 1/2", "not run".
    public static func stretchText(_ stretch: StretchSummary) -> String {
        guard let verdict = stretch.verdict else { return "not run" }
        return "\(verdict.code) \(stretch.testsPassed)/\(stretch.testsTotal)"
    }

    public func entries(problem slug: String? = nil, limit: Int? = nil) throws -> [HistoryEntry] {
        let view = store.view
        return try view.performAndWait {
            var predicate = FetchPredicate.always
            if let slug {
                guard let problem = try Problem.named(slug, in: view) else {
                    return []
                }
                predicate = Attempt.problem == problem.objectID
            }
            let attempts = try view.fetch(FetchRequest<Attempt>(predicate, sortedBy: [Attempt.startedAt.descending], limit: limit))
            // Growth runs are kept with the source they measured: every attempt of that text
            // shows the latest.
            let sourceIDs = Set(attempts.compactMap { $0[Attempt.source]?.objectID })
            var growth: [ObjectID: String] = [:]
            if !sourceIDs.isEmpty {
                let runs = try view.fetch(FetchRequest<PracticeRun>(.and([PracticeRun.kind == "growth",
                                                                          PracticeRun.source.isIn(Array(sourceIDs))]),
                                                                    sortedBy: [PracticeRun.startedAt.ascending]))
                for run in runs { if let id = run.source?.objectID { growth[id] = run.outcome } }
            }
            // Hints revealed before each attempt started.
            let hints = try Hints(store: store).revealTimes(view: view, problems: Array(Set(attempts.compactMap { $0.problem?.objectID })))
            return attempts.map { a in
                HistoryEntry(attempt: a.objectID.uriRepresentation, problem: a.problem?.slug ?? "?", verdict: a.verdict,
                             language: a.language, mode: a.mode, testsPassed: a.testsPassed, testsTotal: a.testsTotal,
                             cpuSeconds: a.cpuSeconds, peakMemoryBytes: a.peakMemoryBytes,
                             startedAt: a.startedAt, finishedAt: a.finishedAt,
                             growth: a.source.flatMap { growth[$0.objectID] },
                             hintsUsed: a.problem.map { p in hints[p.objectID]?.count { $0 <= a.startedAt } ?? 0 } ?? 0,
                             stretch: a.stretch.map(Self.stretchText))
            }
        }
    }
}
