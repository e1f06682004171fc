import ContextStack
import Foundation
import Judge

/// Practice runs in the store (`PracticeRun`): prep run, stress and growth.
public enum PracticeLog {
    static func record(kind: String, problem slug: String, solution: Submission, startedAt: Date, outcome: String,
                       complexity: String?, exponent: Double?, details: String, store: PrepStore) async throws {
        let view = store.view
        let source = SourceText.read(solution.url)
        let language = solution.language.name, path = solution.url.path
        // Under the store lock: another prep may be saving the same text at this moment, and
        // there is one source row per text.
        try await store.exclusively {
            try await view.perform {
                guard let problem = try Problem.named(slug, in: view) else {
                    throw PrepError("\(slug) is not in the catalogue; run prep import")
                }
                let run = PracticeRun(context: view)
                run.problem = problem
                run.kind = kind
                run.language = language
                run.sourcePath = path
                run.source = try SubmittedSource.stored(hash: source.hash, text: source.text, in: view)
                run.startedAt = startedAt
                run.finishedAt = Date()
                run.outcome = outcome
                run.complexity = complexity
                run.exponent = exponent
                run.details = details
                try view.save()
            }
            try await store.flush()
        }
    }

    /// One recorded run, as `prep history` and `prep show` mention it.
    public struct Entry: Sendable, Codable, Hashable {
        public var kind: String
        public var problem: String
        public var language: String
        public var outcome: String
        public var complexity: String?
        public var exponent: Double?
        public var at: Date
        /// The file it ran.
        public var file: String

        init(_ run: PracticeRun) {
            kind = run.kind
            problem = run.problem?.slug ?? "?"
            language = run.language
            outcome = run.outcome
            complexity = run.complexity
            exponent = run.exponent
            at = run.finishedAt
            file = URL(fileURLWithPath: run.sourcePath).lastPathComponent
        }
    }

    /// Recorded runs, newest first, of one problem or all.
    public static func entries(problem slug: String? = nil, kind: String? = nil, limit: Int? = nil, store: PrepStore) throws -> [Entry] {
        let view = store.view
        return try view.performAndWait {
            var predicate = FetchPredicate.always
            if let slug {
                guard let problem = try Problem.named(slug, in: view) else { return [] }
                predicate = PracticeRun.problem == problem.objectID
            }
            if let kind { predicate = .and([predicate, PracticeRun.kind == kind]) }
            let runs = try view.fetch(FetchRequest<PracticeRun>(predicate, sortedBy: [PracticeRun.startedAt.descending], limit: limit))
            return runs.map(Entry.init)
        }
    }
}
