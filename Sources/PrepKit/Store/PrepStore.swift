import ContextStack
import Foundation
import GRDB
import Synchronization

/// The person's store: one SQLite file in `PREP_HOME`, opened through the context stack.
///
/// ```swift
/// let store = try PrepStore(home: paths.home)
/// try store.view.performAndWait { ... }
/// try store.flush()    // before exiting
/// ```
public final class PrepStore: Sendable {
    public let container: PersistentContainer
    public let file: URL

    /// The view context: the user's truth, used by the command line's own flow.
    public var view: ObjectContext { container.viewContext }

    public static let fileName = "prep.sqlite"

    /// Opens (creating if needed) `<home>/prep.sqlite` and brings its schema up to date.
    /// - Throws: `PrepError` with a one-line reason (unwritable folder, corrupt file...).
    public init(home: URL) throws {
        let fm = FileManager.default
        do {
            try fm.createDirectory(at: home, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw PrepError("cannot create PREP_HOME \(home.path): \(Self.reason(error))")
        }
        guard fm.isWritableFile(atPath: home.path) else {
            throw PrepError("PREP_HOME \(home.path) is not writable; choose another with --home or PREP_HOME")
        }
        let file = home.appendingPathComponent(Self.fileName)
        self.file = file
        Self.opened.withLock { $0 = file.path }
        Self.makePrivate(file)
        do {
            container = try PersistentContainer(path: file.path, model: Self.model, migrator: Self.migrator)
        } catch {
            throw PrepError(Self.damageMessage(for: error) ?? "\(error)")
        }
        Self.live.withLock { if let stores = $0 { $0 = stores + [self] } }
    }

    /// The stores this process opened, kept to its end once `closeAll` is promised; nil until.
    private static let live = Mutex<[PrepStore]?>(nil)

    /// Keeps every store opened from now on until `closeAll()`: what a process that will call it
    /// (the command line) says first. Tests, which open hundreds of stores, do not.
    public static func closeAllAtExit() {
        live.withLock { if $0 == nil { $0 = [] } }
    }

    /// What a process does before it exits: writes what is pending, then, in each store it
    /// wrote to, folds the write-ahead log into the database (`PersistentContainer.foldLog`),
    /// so the next command opens a small log and a command that only read leaves the store's
    /// files as they were.
    public static func closeAll() {
        for store in live.withLock({ stores in defer { stores = [] }; return stores ?? [] }) {
            try? store.flush()
            store.container.foldLog()
        }
    }

    /// Waits until everything saved so far is on disk.
    public func flush() throws {
        do { try container.flush() } catch { throw PrepError("could not write the store: \(error)") }
    }

    /// `flush()` for Swift concurrency: waits on the root's queue without blocking a thread.
    public func flush() async throws {
        do { try await container.flush() } catch { throw PrepError("could not write the store: \(error)") }
    }

    /// The store holds the user's attempts, sources and notes: only the user may read it.
    /// SQLite gives its -wal and -shm files the main file's mode, so creating the file 0600
    /// first (and tightening a store made by an earlier version) covers all three.
    private static func makePrivate(_ file: URL) {
        let fd = open(file.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if fd >= 0 {
            fchmod(fd, 0o600)
            close(fd)
        }
        for suffix in ["-wal", "-shm"] { chmod(file.path + suffix, 0o600) }
    }

    private static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }

    // MARK: - Schema

    @Sendable
    private static func create(_ names: [String], _ db: Database) throws {
        for name in names {
            guard let entity = model.entity(named: name) else { continue }
            try model.createTable(for: entity, db)
        }
    }

    static let model: Model = {
        do {
            return try Model([Problem.self, Attempt.self, TestRun.self, Note.self, ReviewCard.self, ReviewLog.self, Setting.self,
                          SubmittedSource.self, PracticeRun.self, PersonalTest.self, HintUse.self,
                          InterviewSession.self])
        } catch {
            preconditionFailure("prep's model is invalid: \(error)")
        }
    }()

    /// Named migrations, in order. Never edit one that has shipped; add the next.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1 catalogue and attempts") { db in
            try create(["problem", "attempt", "test_result", "setting"], db)
            try db.execute(sql: "CREATE INDEX attempt_problem_started ON attempt(problemId, startedAt)")
        }
        migrator.registerMigration("v2 notes with full-text search") { db in
            try create(["note"], db)
            // An external-content FTS5 index over note(body, tags), kept in step by triggers.
            try db.execute(sql: """
                CREATE VIRTUAL TABLE note_fts USING fts5(body, tags, content='note', content_rowid='id',
                                                         tokenize='porter unicode61');
                CREATE TRIGGER note_fts_insert AFTER INSERT ON note BEGIN
                    INSERT INTO note_fts(rowid, body, tags) VALUES (new.id, new.body, new.tags);
                END;
                CREATE TRIGGER note_fts_delete AFTER DELETE ON note BEGIN
                    INSERT INTO note_fts(note_fts, rowid, body, tags) VALUES ('delete', old.id, old.body, old.tags);
                END;
                CREATE TRIGGER note_fts_update AFTER UPDATE OF body, tags ON note BEGIN
                    INSERT INTO note_fts(note_fts, rowid, body, tags) VALUES ('delete', old.id, old.body, old.tags);
                    INSERT INTO note_fts(rowid, body, tags) VALUES (new.id, new.body, new.tags);
                END;
                """)
        }
        migrator.registerMigration("v3 review cards and log") { db in
            try create(["review_card", "review_log"], db)
            try db.execute(sql: "CREATE UNIQUE INDEX review_card_one_per_problem ON review_card(problemId)")
        }
        migrator.registerMigration("v4 covering indexes for stats and list") { db in
            // prep stats and prep list aggregate every attempt: these let SQLite answer from
            // the index alone instead of reading each attempt's row (source text included).
            try db.execute(sql: attemptReportIndexes)
        }
        migrator.registerMigration("v5 activity per quarter hour") { db in
            // Attempts and accepted attempts per 15-minute slot, kept by triggers: the calendar
            // and the streaks read a few thousand slots instead of every attempt, and any time
            // zone's local day is a whole number of slots.
            try db.execute(sql: """
                CREATE TABLE attempt_slot (slot INTEGER PRIMARY KEY, attempts INTEGER NOT NULL, accepted INTEGER NOT NULL);
                INSERT INTO attempt_slot
                    SELECT CAST(startedAt / 900 AS INTEGER), COUNT(*), SUM(verdict = 'AC') FROM attempt GROUP BY 1;
                """)
            try db.execute(sql: attemptSlotTriggers)
        }
        migrator.registerMigration("v6 one copy of each source") { db in
            try create(["source"], db)
            // Stores made before v6 kept each attempt's whole text in attempt.source; v1 now
            // makes attempt from the current model (with sourceId), so only they need this.
            guard try db.columns(in: "attempt").contains(where: { $0.name == "source" }) else { return }
            try moveSourcesOutOfAttempts(db)
        }
        migrator.registerMigration("v7 function mode") { db in
            // Stores made before v7: attempts get their mode (none is stdin), test results the
            // time of the solution's calls. A newer store has both from v1.
            if try !db.columns(in: "attempt").contains(where: { $0.name == "mode" }) {
                try db.execute(sql: "ALTER TABLE attempt ADD COLUMN mode TEXT")
            }
            if try !db.columns(in: "test_result").contains(where: { $0.name == "callSeconds" }) {
                try db.execute(sql: "ALTER TABLE test_result ADD COLUMN callSeconds REAL")
            }
        }
        migrator.registerMigration("v8 stress and growth runs, personal tests") { db in
            // Recorded apart from attempts: they do not count in the acceptance figures.
            try create(["practice_run", "personal_test"], db)
            try db.execute(sql: "CREATE UNIQUE INDEX personal_test_name ON personal_test(problemId, name)")
            try db.execute(sql: "CREATE INDEX practice_run_problem ON practice_run(problemId, kind, startedAt)")
            try db.execute(sql: "CREATE INDEX practice_run_source ON practice_run(sourceId)")
        }
        migrator.registerMigration("v9 hints revealed") { db in
            try create(["hint_use"], db)
            // One row per hint: two `prep hint` at once cannot both reveal the same one.
            try db.execute(sql: "CREATE UNIQUE INDEX hint_use_one_each ON hint_use(problemId, number)")
        }
        migrator.registerMigration("v10 interviews") { db in
            try create(["interview"], db)
            // At most one session runs: every running row has the same key in this index.
            try db.execute(sql: "CREATE UNIQUE INDEX interview_one_running ON interview((endedAt IS NULL)) WHERE endedAt IS NULL")
        }
        migrator.registerMigration("v11 leetcode twins, modes, limits per language") { db in
            // A store made before v11 lacks the columns (a newer one has them from v1); every
            // problem is then imported again at the next sync, to fill them.
            let columns = try db.columns(in: "problem").map(\.name)
            for (column, type) in [("leetcodeNumber", "INTEGER"), ("leetcodeTitle", "TEXT"),
                                   ("modes", "TEXT NOT NULL DEFAULT ',stdin,'"), ("languageLimits", "TEXT NOT NULL DEFAULT ''")]
            where !columns.contains(column) {
                try db.execute(sql: "ALTER TABLE problem ADD COLUMN \(column) \(type)")
            }
            try db.execute(sql: "UPDATE problem SET contentHash = ''")
            try db.execute(sql: "DELETE FROM setting WHERE key LIKE 'catalogue %'")
        }
        migrator.registerMigration("v12 the stretch tier's outcome") { db in
            // A store made before v12 lacks the columns (a newer one has them from v1).
            let columns = try db.columns(in: "attempt").map(\.name)
            for (column, type) in [("stretchVerdict", "TEXT"), ("stretchPassed", "INTEGER"), ("stretchTotal", "INTEGER"),
                                   ("stretchFailure", "TEXT")]
            where !columns.contains(column) {
                try db.execute(sql: "ALTER TABLE attempt ADD COLUMN \(column) \(type)")
            }
        }
        return migrator
    }

    /// The indexes prep stats and prep list read attempts through (v4): SQLite answers from
    /// the index alone instead of reading each attempt's row.
    static let attemptReportIndexes = """
        CREATE INDEX attempt_stats ON attempt(problemId, verdict, startedAt, finishedAt, cpuSeconds);
        CREATE INDEX attempt_days ON attempt(startedAt, verdict);
        """

    /// The triggers that keep attempt_slot (v5) in step with attempt.
    static let attemptSlotTriggers = """
        CREATE TRIGGER attempt_slot_insert AFTER INSERT ON attempt BEGIN
            INSERT INTO attempt_slot(slot, attempts, accepted)
            VALUES (CAST(new.startedAt / 900 AS INTEGER), 1, new.verdict = 'AC')
            ON CONFLICT(slot) DO UPDATE SET attempts = attempts + 1, accepted = accepted + excluded.accepted;
        END;
        CREATE TRIGGER attempt_slot_update AFTER UPDATE OF verdict, startedAt ON attempt BEGIN
            UPDATE attempt_slot SET attempts = attempts - 1, accepted = accepted - (old.verdict = 'AC')
            WHERE slot = CAST(old.startedAt / 900 AS INTEGER);
            INSERT INTO attempt_slot(slot, attempts, accepted)
            VALUES (CAST(new.startedAt / 900 AS INTEGER), 1, new.verdict = 'AC')
            ON CONFLICT(slot) DO UPDATE SET attempts = attempts + 1, accepted = accepted + excluded.accepted;
        END;
        CREATE TRIGGER attempt_slot_delete AFTER DELETE ON attempt BEGIN
            UPDATE attempt_slot SET attempts = attempts - 1, accepted = accepted - (old.verdict = 'AC')
            WHERE slot = CAST(old.startedAt / 900 AS INTEGER);
        END;
        """

    /// v6: rebuilds attempt with a sourceId in place of its source text and hash, each
    /// distinct text stored once in source. Runs inside the migration's transaction with
    /// foreign keys off (GRDB's default), checked when it commits.
    private static func moveSourcesOutOfAttempts(_ db: Database) throws {
        try db.execute(sql: """
            INSERT INTO source(hash, text) SELECT sourceHash, MIN(source) FROM attempt GROUP BY sourceHash
            """)
        // The AUTOINCREMENT counter, which may be ahead of the largest id (reserved IDs).
        let sequence = try Int64.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'attempt'")
        // Renaming must leave test_result's REFERENCES attempt alone: it will name the new table.
        try db.execute(sql: "PRAGMA legacy_alter_table = ON")
        defer { try? db.execute(sql: "PRAGMA legacy_alter_table = OFF") }
        // Its indexes and triggers go with the old table; they are made again on the new one.
        let attached = try Row.fetchAll(db, sql: """
            SELECT type, name FROM sqlite_master WHERE tbl_name = 'attempt' AND type IN ('index', 'trigger') AND sql IS NOT NULL
            """)
        for row in attached {
            let type: String = row["type"], name: String = row["name"]
            try db.execute(sql: "DROP \(type == "trigger" ? "TRIGGER" : "INDEX") \(name.quotedDatabaseIdentifier)")
        }
        try db.execute(sql: "ALTER TABLE attempt RENAME TO attempt_v5")
        try create(["attempt"], db)
        let kept = ["id", "version", "problemId", "language", "sourcePath", "verdict", "message", "compileSeconds",
                    "cpuSeconds", "peakMemoryBytes", "testsPassed", "testsTotal", "startedAt", "finishedAt", "owner"]
        let columns = kept.map(\.quotedDatabaseIdentifier).joined(separator: ", ")
        try db.execute(sql: """
            INSERT INTO attempt(\(columns), sourceId)
            SELECT \(kept.map { "a." + $0.quotedDatabaseIdentifier }.joined(separator: ", ")), s.id
            FROM attempt_v5 a JOIN source s ON s.hash = a.sourceHash
            """)
        try db.execute(sql: "DROP TABLE attempt_v5")
        try db.execute(sql: "CREATE INDEX attempt_problem_started ON attempt(problemId, startedAt)")
        try db.execute(sql: attemptReportIndexes)
        try db.execute(sql: attemptSlotTriggers)
        if let sequence {
            try db.execute(sql: "UPDATE sqlite_sequence SET seq = MAX(seq, ?) WHERE name = 'attempt'", arguments: [sequence])
        }
    }
}
