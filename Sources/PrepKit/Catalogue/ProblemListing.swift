import Foundation

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
    public var lastVerdict: AttemptStatus?
    public var isMissing: Bool
    /// The LeetCode twin's number and title, when it has one.
    public var leetcode: Int?
    public var leetcodeTitle: String?
    /// "stdin", "function", or both.
    public var modes: [String]
}

/// The catalogue with each problem's standing, in one aggregate query.
public struct ProblemListing {
    let store: PrepStore

    public init(store: PrepStore) { self.store = store }

    public func rows(topic: String? = nil, difficulty: String? = nil, status: ProblemRow.Status? = nil) throws -> [ProblemRow] {
        let rows = try store.reader.read { db in try PrepStore.listing(db) }.map { line in
            ProblemRow(slug: line.slug, name: line.name, topics: Problem.topics(from: line.topicList),
                       difficulty: line.difficulty,
                       status: line.accepted > 0 ? .solved : line.attempts > 0 ? .attempted : .new,
                       attempts: line.attempts, bestCPUSeconds: line.bestCPUSeconds,
                       lastAttemptAt: line.lastAttemptAt.map { Date(timeIntervalSince1970: $0) }, lastVerdict: line.lastVerdict,
                       isMissing: line.isMissing, leetcode: line.leetcodeNumber, leetcodeTitle: line.leetcodeTitle,
                       modes: Problem.topics(from: line.modeList))
        }
        return rows.filter { row in
            (topic == nil || row.topics.contains(topic ?? "")) && (difficulty == nil || row.difficulty == difficulty)
                && (status == nil || row.status == status) && (!row.isMissing || row.attempts > 0)
        }
    }

    /// Every topic of the catalogue's problems, sorted.
    public func topics() throws -> [String] {
        Set(try store.reader.read { db in try PrepStore.listing(db) }.flatMap { Problem.topics(from: $0.topicList) }).sorted()
    }

    /// - Throws: `PrepError` "unknown topic 'x' (topics: ...)" when no problem has `topic`.
    public func checkTopic(_ topic: String) throws {
        let known = try topics()
        guard known.contains(topic) else {
            throw PrepError("unknown topic '\(topic)' (topics: \(known.joined(separator: ", ")))")
        }
    }
}
