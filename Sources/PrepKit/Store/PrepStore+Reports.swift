import ContextStack
import Foundation
import GRDB
import Judge

// MARK: - Reports

/// The raw SQL of prep's read-only reports (`prep stats`, `prep list`, note search), kept
/// together here as the migrations are in `PrepStore.swift`. Reports read through `reader`,
/// never the writer; table and column names come from the entities; values, verdict codes
/// included, are bound as arguments by GRDB's SQL interpolation.
extension PrepStore {
    /// A read-only window onto the store, for reports that need no objects.
    public var reader: any DatabaseReader { container.reader }

    /// One problem's standing: its attempts, accepted and finished ones, and when it was first
    /// tried and first accepted.
    struct ProblemStanding {
        var topicList: String
        var difficulty: String
        var attempts: Int
        var accepted: Int
        var finished: Int
        var firstAttempt: Double?
        var firstAccepted: Double?
    }

    /// Every present problem (of `topic`, if given) with its standing.
    static func problemStandings(_ db: Database, topic: String?) throws -> [ProblemStanding] {
        let accepted = AttemptStatus.accepted, unfinished = [AttemptStatus.running, .interrupted]
        var request: SQL = """
            SELECT p.\(P.topics), p.\(P.difficulty),
                   COUNT(a.\(A.id)) AS attempts,
                   COALESCE(SUM(a.\(A.verdict) = \(accepted)), 0) AS accepted,
                   COALESCE(SUM(a.\(A.verdict) NOT IN \(unfinished)), 0) AS finished,
                   MIN(a.\(A.startedAt)) AS firstAttempt,
                   MIN(CASE WHEN a.\(A.verdict) = \(accepted) THEN COALESCE(a.\(A.finishedAt), a.\(A.startedAt)) END) AS firstAccepted
            FROM \(P.table) p LEFT JOIN \(A.table) a ON a.\(A.problem) = p.\(P.id)
            WHERE p.\(P.isMissing) = 0
            """
        if let topic { request += " AND instr(p.\(P.topics), \(Problem.topicList([topic]))) > 0" }
        request += " GROUP BY p.\(P.id)"
        return try Row.fetchAll(db, SQLRequest(literal: request)).map { row in
            ProblemStanding(topicList: row[0], difficulty: row[1], attempts: row["attempts"], accepted: row["accepted"],
                            finished: row["finished"], firstAttempt: row["firstAttempt"], firstAccepted: row["firstAccepted"])
        }
    }

    /// Attempts and accepted attempts per local day (days since 1970 in the zone `utcOffset`
    /// seconds from UTC): from the quarter-hour slots, or, for one topic, from the attempts.
    static func activity(_ db: Database, utcOffset: Double, topic: String?) throws -> [Int: (attempts: Int, accepted: Int)] {
        let request: SQL
        if let topic {
            request = """
                SELECT CAST((a.\(A.startedAt) + \(utcOffset)) / 86400 AS INTEGER) AS day, COUNT(*),
                       SUM(a.\(A.verdict) = \(AttemptStatus.accepted))
                FROM \(A.table) a JOIN \(P.table) p ON p.\(P.id) = a.\(A.problem)
                WHERE instr(p.\(P.topics), \(Problem.topicList([topic]))) > 0 GROUP BY day
                """
        } else {
            // attempt_slot is plain SQL (migration v5), not an entity.
            request = """
                SELECT CAST((slot * 900 + \(utcOffset)) / 86400 AS INTEGER) AS day, SUM(attempts) AS n, SUM(accepted)
                FROM attempt_slot GROUP BY day HAVING n > 0
                """
        }
        var days: [Int: (Int, Int)] = [:]
        for row in try Row.fetchAll(db, SQLRequest(literal: request)) { days[row[0]] = (row[1], row[2]) }
        return days
    }

    /// Review cards due by `date`.
    static func reviewsDue(_ db: Database, by date: Date) throws -> Int {
        let request: SQL = """
            SELECT COUNT(*) FROM \(ReviewCard.entityName.table) WHERE \(Column(ReviewCard.due.name)) <= \(date.timeIntervalSince1970)
            """
        return try Int.fetchOne(db, SQLRequest(literal: request)) ?? 0
    }

    /// One catalogue problem as `prep list` sums it up.
    struct ListingLine {
        var slug: String
        var name: String
        var topicList: String
        var difficulty: String
        var isMissing: Bool
        var attempts: Int
        var accepted: Int
        var bestCPUSeconds: Double?
        var lastAttemptAt: Double?
        var lastVerdict: AttemptStatus?
        var leetcodeNumber: Int?
        var leetcodeTitle: String?
        var modeList: String
    }

    /// Every catalogue problem with its attempts, by slug.
    static func listing(_ db: Database) throws -> [ListingLine] {
        let accepted = AttemptStatus.accepted
        let request: SQL = """
            SELECT p.\(P.slug), p.\(P.name), p.\(P.topics), p.\(P.difficulty), p.\(P.isMissing),
                   p.\(P.leetcodeNumber) AS lcNumber, p.\(P.leetcodeTitle) AS lcTitle, p.\(P.modes) AS modes,
                   COUNT(a.\(A.id)) AS attempts,
                   COALESCE(SUM(a.\(A.verdict) = \(accepted)), 0) AS accepted,
                   MIN(CASE WHEN a.\(A.verdict) = \(accepted) THEN a.\(A.cpuSeconds) END) AS best,
                   MAX(a.\(A.startedAt)) AS lastAt,
                   (SELECT l.\(A.verdict) FROM \(A.table) l WHERE l.\(A.problem) = p.\(P.id)
                    ORDER BY l.\(A.startedAt) DESC LIMIT 1) AS lastVerdict
            FROM \(P.table) p LEFT JOIN \(A.table) a ON a.\(A.problem) = p.\(P.id)
            GROUP BY p.\(P.id) ORDER BY p.\(P.slug)
            """
        return try Row.fetchAll(db, SQLRequest(literal: request)).map { row in
            ListingLine(slug: row[0], name: row[1], topicList: row[2], difficulty: row[3], isMissing: row[4],
                        attempts: row["attempts"], accepted: row["accepted"], bestCPUSeconds: row["best"],
                        lastAttemptAt: row["lastAt"], lastVerdict: row["lastVerdict"],
                        leetcodeNumber: row["lcNumber"], leetcodeTitle: row["lcTitle"], modeList: row["modes"])
        }
    }

    /// The row IDs of the notes matching an FTS5 query, best first (bm25).
    static func noteMatches(_ db: Database, query: String, limit: Int) throws -> [Int64] {
        // note_fts is plain SQL (migration v2), not an entity.
        let request: SQL = "SELECT rowid FROM note_fts WHERE note_fts MATCH \(query) ORDER BY bm25(note_fts) LIMIT \(limit)"
        return try Int64.fetchAll(db, SQLRequest(literal: request))
    }
}

// MARK: - Interviews

extension PrepStore {
    /// An attempt as an interview counts it.
    struct WindowAttempt {
        var verdict: AttemptStatus
        var startedAt: Double
        var finishedAt: Double?
    }

    /// The attempts of problem `problemID` started between `from` and `to`, oldest first.
    static func attempts(_ db: Database, problemID: Int64, from: Date, to: Date) throws -> [WindowAttempt] {
        let request: SQL = """
            SELECT \(A.verdict), \(A.startedAt), \(A.finishedAt) FROM \(A.table)
            WHERE \(A.problem) = \(problemID) AND \(A.startedAt) >= \(from.timeIntervalSince1970)
              AND \(A.startedAt) <= \(to.timeIntervalSince1970)
            ORDER BY \(A.startedAt)
            """
        return try Row.fetchAll(db, SQLRequest(literal: request)).map { row in
            WindowAttempt(verdict: AttemptStatus(rawValue: row[0]) ?? .running, startedAt: row[1], finishedAt: row[2])
        }
    }

    /// A problem an interview may pick: present, with whether it was ever accepted and whether
    /// its review is due by `dueBy`.
    struct InterviewCandidate {
        var slug: String
        var topicList: String
        var difficulty: String
        var solved: Bool
        var due: Bool
    }

    static func interviewCandidates(_ db: Database, dueBy: Date) throws -> [InterviewCandidate] {
        let accepted = AttemptStatus.accepted
        let card = ReviewCard.entityName.table, cardProblem = Column(ReviewCard.problem.column), cardDue = Column(ReviewCard.due.name)
        let request: SQL = """
            SELECT p.\(P.slug), p.\(P.topics), p.\(P.difficulty),
                   EXISTS (SELECT 1 FROM \(A.table) a WHERE a.\(A.problem) = p.\(P.id) AND a.\(A.verdict) = \(accepted)),
                   EXISTS (SELECT 1 FROM \(card) c WHERE c.\(cardProblem) = p.\(P.id) AND c.\(cardDue) <= \(dueBy.timeIntervalSince1970))
            FROM \(P.table) p WHERE p.\(P.isMissing) = 0 ORDER BY p.\(P.slug)
            """
        return try Row.fetchAll(db, SQLRequest(literal: request)).map { row in
            InterviewCandidate(slug: row[0], topicList: row[1], difficulty: row[2], solved: row[3], due: row[4])
        }
    }

    /// Count, success rate and median minutes of ended interviews.
    static func interviewSummary(_ db: Database) throws -> InterviewSummary {
        let table = InterviewSession.entityName.table
        let started = Column(InterviewSession.startedAt.name), ended = Column(InterviewSession.endedAt.name)
        let outcome = Column(InterviewSession.outcome.name)
        let request: SQL = """
            SELECT \(outcome), (\(ended) - \(started)) / 60.0 FROM \(table) WHERE \(ended) IS NOT NULL
            """
        let rows = try Row.fetchAll(db, SQLRequest(literal: request)).map { (outcome: $0[0] as String, minutes: $0[1] as Double) }
        let accepted = rows.filter { $0.outcome == "accepted" }.count
        return InterviewSummary(sessions: rows.count, accepted: accepted,
                                successRate: rows.isEmpty ? 0 : Double(accepted) / Double(rows.count),
                                medianMinutes: StatsReport.median(rows.map(\.minutes)))
    }

    /// `interviewCandidates` and `attempts(problemID:from:to:)` through the reader, for
    /// `Interviews`, which holds no GRDB of its own.
    func interviewCandidates(dueBy: Date) async throws -> [InterviewCandidate] {
        try await reader.read { db in try Self.interviewCandidates(db, dueBy: dueBy) }
    }

    func attempts(problemID: Int64, from: Date, to: Date) async throws -> [WindowAttempt] {
        try await reader.read { db in try Self.attempts(db, problemID: problemID, from: from, to: to) }
    }
}

// MARK: - The progress page

extension PrepStore {
    /// Finished attempts and accepted ones per week (weeks since 1970 in the zone
    /// `utcOffset` seconds from UTC), from `since` on.
    static func weeklyAttempts(_ db: Database, utcOffset: Double, since: Date) throws -> [Int: (finished: Int, accepted: Int)] {
        let unfinished = [AttemptStatus.running, .interrupted]
        let request: SQL = """
            SELECT CAST((\(A.startedAt) + \(utcOffset)) / 604800 AS INTEGER) AS week, COUNT(*), SUM(\(A.verdict) = \(AttemptStatus.accepted))
            FROM \(A.table) WHERE \(A.startedAt) >= \(since.timeIntervalSince1970) AND \(A.verdict) NOT IN \(unfinished)
            GROUP BY week
            """
        var weeks: [Int: (Int, Int)] = [:]
        for row in try Row.fetchAll(db, SQLRequest(literal: request)) { weeks[row[0]] = (row[1], row[2]) }
        return weeks
    }

    /// Per attempted problem: slug, first attempt and first accepted time (seconds since 1970).
    static func firstSolves(_ db: Database) throws -> [(slug: String, first: Double, accepted: Double?)] {
        let accepted = AttemptStatus.accepted
        let request: SQL = """
            SELECT p.\(P.slug), MIN(a.\(A.startedAt)),
                   MIN(CASE WHEN a.\(A.verdict) = \(accepted) THEN COALESCE(a.\(A.finishedAt), a.\(A.startedAt)) END)
            FROM \(A.table) a JOIN \(P.table) p ON p.\(P.id) = a.\(A.problem) GROUP BY p.\(P.id)
            """
        return try Row.fetchAll(db, SQLRequest(literal: request)).map { ($0[0], $0[1], $0[2]) }
    }

    /// When each review card is due (seconds since 1970).
    static func reviewDueDates(_ db: Database) throws -> [Double] {
        let request: SQL = "SELECT \(Column(ReviewCard.due.name)) FROM \(ReviewCard.entityName.table)"
        return try Double.fetchAll(db, SQLRequest(literal: request))
    }

    /// One attempt as the page lists it.
    struct ReportAttempt {
        var verdict: AttemptStatus
        var language: String
        var cpuSeconds: Double
        var peakMemoryBytes: Int
        var testsPassed: Int
        var testsTotal: Int
        var startedAt: Double
        /// `History.stretchText`, or nil where no stretch tier ran.
        var stretch: String?
    }

    /// Every problem of the catalogue with its row id, name, topics and difficulty.
    static func catalogue(_ db: Database) throws -> [(id: Int64, slug: String, name: String, topicList: String, difficulty: String,
                                                      leetcode: Int?)] {
        let request: SQL = """
            SELECT \(P.id), \(P.slug), \(P.name), \(P.topics), \(P.difficulty), \(P.leetcodeNumber) FROM \(P.table)
            WHERE \(P.isMissing) = 0 ORDER BY \(P.slug)
            """
        return try Row.fetchAll(db, SQLRequest(literal: request)).map { ($0[0], $0[1], $0[2], $0[3], $0[4], $0[5]) }
    }

    /// Attempts per problem and verdict code.
    static func verdictCounts(_ db: Database) throws -> [Int64: [String: Int]] {
        let request: SQL = "SELECT \(A.problem), \(A.verdict), COUNT(*) FROM \(A.table) GROUP BY 1, 2"
        var counts: [Int64: [String: Int]] = [:]
        for row in try Row.fetchAll(db, SQLRequest(literal: request)) { counts[row[0], default: [:]][row[1]] = row[2] }
        return counts
    }

    /// A problem's latest `limit` attempts, newest first (through `attempt_problem_started`).
    static func latestAttempts(_ db: Database, problemID: Int64, limit: Int) throws -> [ReportAttempt] {
        let request: SQL = """
            SELECT \(A.verdict), \(Column(Attempt.language.name)), \(A.cpuSeconds), \(Column(Attempt.peakMemoryBytes.name)),
                   \(Column(Attempt.testsPassed.name)), \(Column(Attempt.testsTotal.name)), \(A.startedAt),
                   \(Column(Attempt.stretchVerdict.name)), \(Column(Attempt.stretchPassed.name)), \(Column(Attempt.stretchTotal.name))
            FROM \(A.table) WHERE \(A.problem) = \(problemID) ORDER BY \(A.startedAt) DESC LIMIT \(limit)
            """
        return try Row.fetchAll(db, SQLRequest(literal: request)).map { row in
            let stretchTotal: Int = row[9] ?? 0
            let stretch = stretchTotal == 0 ? nil : History.stretchText(StretchSummary(
                verdict: (row[7] as String?).flatMap(Verdict.init(code:)), firstFailure: nil, testsPassed: row[8] ?? 0, testsRun: 0,
                testsTotal: stretchTotal, maxCPUSeconds: 0, message: nil, results: []))
            return ReportAttempt(verdict: AttemptStatus(rawValue: row[0]) ?? .running, language: row[1], cpuSeconds: row[2],
                                 peakMemoryBytes: row[3], testsPassed: row[4], testsTotal: row[5], startedAt: row[6], stretch: stretch)
        }
    }

    /// Notes on problems, oldest first: (problem row id, body).
    static func problemNotes(_ db: Database) throws -> [(problem: Int64, body: String)] {
        let problem = Column(Note.problem.column), body = Column(Note.body.name), created = Column(Note.createdAt.name)
        let request: SQL = """
            SELECT \(problem), \(body) FROM \(Note.entityName.table) WHERE \(problem) IS NOT NULL ORDER BY \(created)
            """
        return try Row.fetchAll(db, SQLRequest(literal: request)).map { ($0[0], $0[1]) }
    }

    /// Every topic note (`prep note topic:NAME`), oldest first.
    static func topicNotes(_ db: Database) throws -> [(topic: String, body: String)] {
        let topic = Column(Note.topic.name), body = Column(Note.body.name), created = Column(Note.createdAt.name)
        let request: SQL = """
            SELECT \(topic), \(body) FROM \(Note.entityName.table) WHERE \(topic) IS NOT NULL ORDER BY \(created)
            """
        return try Row.fetchAll(db, SQLRequest(literal: request)).map { ($0[0], $0[1]) }
    }

    /// Each problem's latest practice runs (prep run, stress, growth), newest first, at most `limit` each.
    static func practiceRuns(_ db: Database, limit: Int) throws -> [Int64: [(kind: String, outcome: String, at: Double)]] {
        let problem = Column(PracticeRun.problem.column), outcome = Column(PracticeRun.outcome.name)
        let kind = Column(PracticeRun.kind.name), started = Column(PracticeRun.startedAt.name)
        let request: SQL = """
            SELECT \(problem), \(kind), \(outcome), \(started) FROM \(PracticeRun.entityName.table) ORDER BY \(started) DESC
            """
        var runs: [Int64: [(kind: String, outcome: String, at: Double)]] = [:]
        for row in try Row.fetchAll(db, SQLRequest(literal: request)) {
            let id: Int64 = row[0]
            if runs[id, default: []].count < limit { runs[id, default: []].append((row[1], row[2], row[3])) }
        }
        return runs
    }

    /// The latest growth outcome of each measured problem.
    static func latestGrowth(_ db: Database) throws -> [Int64: String] {
        let problem = Column(PracticeRun.problem.column), outcome = Column(PracticeRun.outcome.name)
        let kind = Column(PracticeRun.kind.name), started = Column(PracticeRun.startedAt.name)
        let request: SQL = """
            SELECT \(problem), \(outcome), MAX(\(started)) FROM \(PracticeRun.entityName.table) WHERE \(kind) = 'growth' GROUP BY \(problem)
            """
        var growth: [Int64: String] = [:]
        for row in try Row.fetchAll(db, SQLRequest(literal: request)) { growth[row[0]] = row[1] }
        return growth
    }

    /// Hints revealed per problem.
    static func hintCounts(_ db: Database) throws -> [Int64: Int] {
        let problem = Column(HintUse.problem.column)
        let request: SQL = "SELECT \(problem), COUNT(*) FROM \(HintUse.entityName.table) GROUP BY 1"
        var counts: [Int64: Int] = [:]
        for row in try Row.fetchAll(db, SQLRequest(literal: request)) { counts[row[0]] = row[1] }
        return counts
    }
}

// MARK: - Names from the entities

/// `problem`'s table and columns.
private enum P {
    static let table = Problem.entityName.table
    static let id = Column("id")
    static let slug = Column(Problem.slug.name)
    static let name = Column(Problem.name.name)
    static let topics = Column(Problem.topicList.name)
    static let difficulty = Column(Problem.difficulty.name)
    static let isMissing = Column(Problem.isMissing.name)
    static let leetcodeNumber = Column(Problem.leetcodeNumber.name)
    static let leetcodeTitle = Column(Problem.leetcodeTitle.name)
    static let modes = Column(Problem.modeList.name)
}

/// `attempt`'s table and columns.
private enum A {
    static let table = Attempt.entityName.table
    static let id = Column("id")
    static let problem = Column(Attempt.problem.column)
    static let verdict = Column(Attempt.verdict.name)
    static let cpuSeconds = Column(Attempt.cpuSeconds.name)
    static let startedAt = Column(Attempt.startedAt.name)
    static let finishedAt = Column(Attempt.finishedAt.name)
}

private extension String {
    /// An entity's table name, quoted for SQL.
    var table: SQL { SQL(sql: quotedDatabaseIdentifier) }
}

/// Attempt statuses are bound as their codes.
extension AttemptStatus: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { rawValue.databaseValue }
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> AttemptStatus? {
        String.fromDatabaseValue(dbValue).flatMap(AttemptStatus.init(rawValue:))
    }
}
