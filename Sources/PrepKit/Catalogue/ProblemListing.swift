import Foundation
import GRDB

/// One problem as `prep list` shows it.
public struct ProblemRow: Sendable, Codable {
    public enum Status: String, Sendable, Codable, CaseIterable {
        case solved, attempted, new
    }

    public var slug: String
    public var name: String
    public var topics: [String]
    public var difficulty: String
    public var status: Status
    public var attempts: Int
    /// The fastest accepted attempt's slowest test, in CPU seconds.
    public var bestCPUSeconds: Double?
    public var lastAttemptAt: Date?
    public var lastVerdict: String?
    public var isMissing: Bool
}

/// The catalogue with each problem's standing, in one aggregate query.
public struct ProblemListing {
    let store: PrepStore

    public init(store: PrepStore) { self.store = store }

    public func rows(topic: String? = nil, difficulty: String? = nil, status: ProblemRow.Status? = nil) throws -> [ProblemRow] {
        let rows: [ProblemRow] = try store.container.database.read { db in
            let sql = """
                SELECT p.slug, p.name, p.topics, p.difficulty, p.isMissing,
                       COUNT(a.id) AS attempts,
                       COALESCE(SUM(a.verdict = 'AC'), 0) AS accepted,
                       MIN(CASE WHEN a.verdict = 'AC' THEN a.cpuSeconds END) AS best,
                       MAX(a.startedAt) AS lastAt,
                       (SELECT verdict FROM attempt l WHERE l.problemId = p.id ORDER BY l.startedAt DESC LIMIT 1) AS lastVerdict
                FROM problem p LEFT JOIN attempt a ON a.problemId = p.id
                GROUP BY p.id ORDER BY p.slug
                """
            return try Row.fetchAll(db, sql: sql).map { row in
                let attempts: Int = row["attempts"], accepted: Int = row["accepted"]
                let lastAt: Double? = row["lastAt"]
                return ProblemRow(
                    slug: row["slug"], name: row["name"], topics: Problem.topics(from: row["topics"]),
                    difficulty: row["difficulty"],
                    status: accepted > 0 ? .solved : attempts > 0 ? .attempted : .new,
                    attempts: attempts, bestCPUSeconds: row["best"],
                    lastAttemptAt: lastAt.map { Date(timeIntervalSince1970: $0) }, lastVerdict: row["lastVerdict"],
                    isMissing: row["isMissing"])
            }
        }
        return rows.filter { row in
            (topic == nil || row.topics.contains(topic ?? "")) && (difficulty == nil || row.difficulty == difficulty)
                && (status == nil || row.status == status) && (!row.isMissing || row.attempts > 0)
        }
    }
}
