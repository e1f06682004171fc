import Foundation

/// What `prep report` draws: everything read from the store in one read transaction.
public struct ProgressReport: Sendable, Codable {
    /// `prep stats`'s figures: by difficulty and topic, weakest topics, streaks, interviews.
    public var stats: StatsReport
    /// The last year, oldest first, ending today: attempts and accepted attempts per day.
    public var year: [StatsReport.Day]
    public struct Week: Sendable, Codable {
        /// The week's first day, "2026-11-16".
        public var start: String
        public var finished: Int
        public var accepted: Int
        /// accepted / finished, nil when nothing finished that week.
        public var acceptanceRate: Double?
        /// Median over problems first accepted that week of the time from their first attempt.
        public var medianSecondsToAccepted: Double?
    }
    /// The last 52 weeks, oldest first.
    public var weeks: [Week]
    /// Reviews due per day for the next 30 days; the first counts overdue ones too.
    public var forecast: [Int]
    public struct Attempt: Sendable, Codable {
        public var verdict: String
        public var language: String
        public var cpuSeconds: Double
        public var peakMemoryBytes: Int
        public var testsPassed: Int
        public var testsTotal: Int
        public var at: Date
        /// Function mode with a stretch tier: "AC 2/2", "RTE 1/2", "not run" (`History.stretchText`).
        public var stretch: String?
    }
    public struct ProblemPage: Sendable, Codable {
        public var slug: String
        public var name: String
        public var difficulty: String
        public var topics: [String]
        public var attempts: Int
        public var solved: Bool
        /// Attempts per verdict code.
        public var verdicts: [String: Int]
        /// The latest ten.
        public var latest: [Attempt]
        public var growth: String?
        public var hintsUsed: Int
        /// Notes on it, Markdown, oldest first.
        public var notes: [String]
        /// Its LeetCode twin's number, when it has one.
        public var leetcode: Int?
        /// Its latest practice runs (prep run, stress, growth), newest first.
        public var practice: [PracticeLine] = []
        /// Whether the page has a section of its own (attempted, practised or noted).
        public var hasSection: Bool { attempts > 0 || !notes.isEmpty || !practice.isEmpty }
    }

    /// A practice run as the page lists it.
    public struct PracticeLine: Sendable, Codable {
        public var kind: String
        public var outcome: String
        public var at: Date
    }

    /// Notes on topics (`prep note topic:NAME`), Markdown, oldest first, by topic.
    public var topicNotes: [String: [String]] = [:]
    /// Every problem of the catalogue, attempted or not (the topic lists link to them).
    public var problems: [ProblemPage]
    public var generatedAt: Date

    /// Attempts listed per problem.
    public static let latestPerProblem = 10

    public static func make(store: PrepStore, now: Date = Date(), calendar: Calendar = .current) throws -> ProgressReport {
        let stats = try StatsReport.make(store: store, now: now, calendar: calendar)
        let offset = Double(calendar.timeZone.secondsFromGMT(for: now))
        let today = Int(((now.timeIntervalSince1970 + offset) / 86_400).rounded(.down))
        return try store.reader.read { db in
            let activity = try PrepStore.activity(db, utcOffset: offset, topic: nil)
            let year = (today - 364...today).map { day -> StatsReport.Day in
                let (n, ok) = activity[day] ?? (0, 0)
                return StatsReport.Day(date: Self.date(day: day), attempts: n, accepted: ok)
            }

            // Weeks: the 52 ending with this one (weeks since 1970 start on a Thursday; the
            // label is the week's first day).
            let thisWeek = Int(((now.timeIntervalSince1970 + offset) / 604_800).rounded(.down))
            let firstWeek = thisWeek - 51
            let since = Date(timeIntervalSince1970: Double(firstWeek) * 604_800 - offset)
            let weekly = try PrepStore.weeklyAttempts(db, utcOffset: offset, since: since)
            var toAccepted: [Int: [Double]] = [:]
            for solve in try PrepStore.firstSolves(db) {
                guard let accepted = solve.accepted else { continue }
                let week = Int(((accepted + offset) / 604_800).rounded(.down))
                if week >= firstWeek { toAccepted[week, default: []].append(max(0, accepted - solve.first)) }
            }
            let weeks = (firstWeek...thisWeek).map { week -> Week in
                let (finished, accepted) = weekly[week] ?? (0, 0)
                return Week(start: Self.date(day: week * 7), finished: finished, accepted: accepted,
                            acceptanceRate: finished == 0 ? nil : Double(accepted) / Double(finished),
                            medianSecondsToAccepted: toAccepted[week].flatMap(StatsReport.median))
            }

            var forecast = Array(repeating: 0, count: 30)
            for due in try PrepStore.reviewDueDates(db) {
                let day = Int(((due + offset) / 86_400).rounded(.down)) - today
                if day < 30 { forecast[max(0, day)] += 1 }
            }

            let verdicts = try PrepStore.verdictCounts(db)
            let growth = try PrepStore.latestGrowth(db)
            let hints = try PrepStore.hintCounts(db)
            var notes: [Int64: [String]] = [:]
            for note in try PrepStore.problemNotes(db) { notes[note.problem, default: []].append(note.body) }
            let practice = try PrepStore.practiceRuns(db, limit: Self.latestPerProblem)
            let problems = try PrepStore.catalogue(db).map { p -> ProblemPage in
                let counts = verdicts[p.id] ?? [:]
                let attempts = counts.values.reduce(0, +)
                let latest = attempts == 0 ? [] : try PrepStore.latestAttempts(db, problemID: p.id, limit: Self.latestPerProblem)
                return ProblemPage(slug: p.slug, name: p.name, difficulty: p.difficulty, topics: Problem.topics(from: p.topicList),
                                   attempts: attempts, solved: (counts[AttemptStatus.accepted.rawValue] ?? 0) > 0, verdicts: counts,
                                   latest: latest.map { a in
                                       Attempt(verdict: a.verdict.rawValue, language: a.language, cpuSeconds: a.cpuSeconds,
                                               peakMemoryBytes: a.peakMemoryBytes, testsPassed: a.testsPassed, testsTotal: a.testsTotal,
                                               at: Date(timeIntervalSince1970: a.startedAt), stretch: a.stretch)
                                   },
                                   growth: growth[p.id], hintsUsed: hints[p.id] ?? 0, notes: notes[p.id] ?? [], leetcode: p.leetcode,
                                   practice: (practice[p.id] ?? []).map {
                                       PracticeLine(kind: $0.kind, outcome: $0.outcome, at: Date(timeIntervalSince1970: $0.at))
                                   })
            }
            var report = ProgressReport(stats: stats, year: year, weeks: weeks, forecast: forecast, problems: problems, generatedAt: now)
            for note in try PrepStore.topicNotes(db) { report.topicNotes[note.topic, default: []].append(note.body) }
            return report
        }
    }

    /// "2026-11-21" for a day number (days since 1970), by the proleptic Gregorian calendar.
    static func date(day: Int) -> String {
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return String(format: "%04d-%02d-%02d", year, month, dayOfMonth)
    }
}
