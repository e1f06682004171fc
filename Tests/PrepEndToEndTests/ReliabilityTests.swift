import Foundation
import GRDB
import XCTest
import Synchronization

/// Killing prep at any moment, or running several at once, never damages the store.
final class ReliabilityTests: EndToEndTestCase {
    func testSIGKILLAtRandomMomentsLeavesAnIntactStore() throws {
        try write("max-of.py", Self.pythonMax)
        try prep("note", "max-of", "a note that must survive")
        var generator = SystemRandomNumberGenerator()
        var completed = 0
        for round in 0..<32 {
            let (process, _, _) = try start(["solve", "max-of"])
            usleep(UInt32.random(in: 20_000...900_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            if process.terminationReason == .exit { completed += 1 }

            let (integrity, notes, finished) = try query { db in
                (try String.fetchOne(db, sql: "PRAGMA integrity_check"),
                 try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note") ?? 0,
                 try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM attempt WHERE verdict NOT IN ('RUN', 'INT')") ?? 0)
            }
            XCTAssertEqual(integrity, "ok", "round \(round)")
            XCTAssertEqual(notes, 1, "round \(round)")
            XCTAssertGreaterThanOrEqual(finished, completed, "a finished attempt was lost (round \(round))")
            // A complete attempt has every test result.
            let incomplete = try query { db in
                try Int.fetchOne(db, sql: """
                    SELECT COUNT(*) FROM attempt a WHERE a.verdict = 'AC'
                    AND (SELECT COUNT(*) FROM test_result t WHERE t.attemptId = a.id) != a.testsTotal
                    """) ?? 0
            }
            XCTAssertEqual(incomplete, 0, "round \(round)")
        }
        // The next start marks what was cut short as interrupted: nothing stays half-written.
        XCTAssertEqual(try prep("history", "--limit", "0").status, 0)
        let running = try query { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM attempt WHERE verdict = 'RUN'") }
        XCTAssertEqual(running, 0)
    }

    func testSeveralProcessesWriteAtOnce() throws {
        try write("add-two.py", Self.pythonAdd)
        try write("max-of.py", Self.pythonMax)
        try prep("list")  // the catalogue import happens once
        let commands: [[String]] = [
            ["solve", "add-two"], ["solve", "max-of"], ["note", "add-two", "one"], ["note", "topic:maths", "two"],
            ["stats"], ["solve", "add-two"], ["note", "max-of", "three"], ["review", "add-two", "--rate", "good"],
        ]
        for (command, result) in Self.runTogether(commands, environment: environment, directory: work) {
            XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)")
            XCTAssertFalse(result.stderr.contains("locked"), "\(command): \(result.stderr)")
        }
        let (attempts, notes) = try query { db in
            (try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM attempt WHERE verdict = 'AC'") ?? 0,
             try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note") ?? 0)
        }
        XCTAssertEqual(attempts, 3)
        XCTAssertEqual(notes, 3)
    }

    /// Commands that only read must not write: once the store exists, opening it runs no DDL
    /// (which would take the write lock and make every other process re-prepare its
    /// statements) and leaves the database and its log untouched.
    func testReadingCommandsLeaveTheStoreUntouched() throws {
        try prep("note", "add-two", "a note to find")
        func state() throws -> (schema: Int, files: [String: Data]) {
            var files: [String: Data] = [:]
            for suffix in ["", "-wal"] {
                files[suffix] = (try? Data(contentsOf: URL(fileURLWithPath: storeFile.path + suffix))) ?? Data()
            }
            // Read a copy: a reader of the store itself could remove its log when it closes.
            let copy = home.deletingLastPathComponent().appendingPathComponent("copy-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: copy) }
            for (suffix, data) in files { try data.write(to: copy.appendingPathComponent("prep.sqlite" + suffix)) }
            let schema = try DatabaseQueue(path: copy.appendingPathComponent("prep.sqlite").path).read { db in
                try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? -1
            }
            return (schema, files)
        }
        // Not even pages of the same bytes: SQLite's close would fold the log into the database.
        func modified() -> [Date?] {
            ["", "-wal"].map { try? FileManager.default.attributesOfItem(atPath: storeFile.path + $0)[.modificationDate] as? Date }
        }
        let before = try state()
        let stamps = modified()
        for command in [["list"], ["stats"], ["notes", "find"], ["show", "add-two"], ["history"]] {
            XCTAssertEqual(try prep(command).status, 0, "\(command)")
            let after = try state()
            XCTAssertEqual(after.schema, before.schema, "prep \(command.joined(separator: " ")) changed the schema")
            XCTAssertTrue(after.files == before.files, "prep \(command.joined(separator: " ")) wrote to the store")
            XCTAssertEqual(modified(), stamps, "prep \(command.joined(separator: " ")) wrote to the store's files")
        }
    }

    /// The write-ahead log stays bounded: a command that wrote folds it into the database once it
    /// is past 512 KiB, so the next command does not read megabytes of it at open, and what was
    /// written is all there.
    func testTheLogIsFoldedByTheCommandThatWrote() throws {
        // Six notes of about 80 KB each: well past the bound, with their search index.
        let text = (0..<9_000).map { "word\($0 % 997)" }.joined(separator: " ")
        for number in 0..<6 {
            XCTAssertEqual(try prep("note", "add-two", "note \(number): " + text).status, 0)
            let size = (try FileManager.default.attributesOfItem(atPath: storeFile.path + "-wal")[.size] as? Int) ?? -1
            XCTAssertLessThanOrEqual(size, 512 << 10, "after note \(number) the log is \(size) bytes")
            XCTAssertGreaterThan(size, 0, "the log is kept (an empty one would be written at the next open)")
        }
        let found = try prep("notes", "word996", "--json")
        XCTAssertEqual(found.status, 0, found.stderr)
        XCTAssertEqual((0..<6).filter { found.stdout.contains("note \($0):") }.count, 6, found.stdout)
    }

    /// Several commands started together must all succeed: the migrations, the catalogue
    /// sync and the recovery of abandoned attempts run in one of them while the others wait
    /// (on a fresh store, after a problem was edited, after a killed solve).
    func testCommandsStartedTogetherAllSucceed() throws {
        try write("add-two.py", Self.pythonAdd)
        let problems = work.appendingPathComponent("problems")
        try FileManager.default.copyItem(at: Self.problems, to: problems)
        let statement = problems.appendingPathComponent("add-two/statement/problem.en.md")
        let directory = work!
        func together(_ commands: [[String]], home: URL, round: String) {
            let environment = self.environment.merging(["PREP_HOME": home.path, "PREP_PROBLEMS": problems.path]) { $1 }
            for (command, result) in Self.runTogether(commands, environment: environment, directory: directory) {
                XCTAssertEqual(result.status, 0, "\(round): \(command): \(result.stderr)")
            }
        }
        let four: [[String]] = [["list"], ["note", "add-two", "a note"], ["solve", "add-two"], ["stats"]]
        // On a fresh store, 50 times.
        for round in 0..<50 {
            together(four, home: work.appendingPathComponent("fresh-\(round)"), round: "fresh store, round \(round)")
        }
        // Accepted solves of one problem finishing together each make sure it has its one
        // review card.
        for round in 0..<5 {
            together(Array(repeating: ["solve", "add-two"], count: 5), home: work.appendingPathComponent("cards-\(round)"),
                     round: "five accepted solves of one problem, round \(round)")
        }
        // After a problem was edited: every one of them sees the catalogue out of date.
        let home = work.appendingPathComponent("shared")
        for round in 0..<10 {
            let handle = try FileHandle(forWritingTo: statement)
            handle.seekToEndOfFile()
            handle.write(Data("\nEdited \(round).\n".utf8))
            try handle.close()
            together(four, home: home, round: "after an edit, round \(round)")
        }
        // After a killed solve: both commands find an abandoned attempt to recover.
        for round in 0..<5 {
            let environment = self.environment.merging(["PREP_HOME": home.path, "PREP_PROBLEMS": problems.path]) { $1 }
            let (solve, _, _) = try Self.start(["solve", "add-two"], environment: environment, directory: directory, stdin: nil)
            usleep(300_000)
            kill(solve.processIdentifier, SIGKILL)
            solve.waitUntilExit()
            together([["note", "add-two", "after a kill"], ["review", "add-two", "--rate", "good"]], home: home,
                     round: "after a killed solve, round \(round)")
        }
        // Nothing was lost: every note of the shared store is there.
        var configuration = Configuration()
        configuration.readonly = true
        let notes = try DatabaseQueue(path: home.appendingPathComponent("prep.sqlite").path, configuration: configuration)
            .read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note") ?? 0 }
        XCTAssertEqual(notes, 15)
    }

    /// Solves started together on a fresh cache and temporary folder: each grading makes its
    /// own boxes (from the prep-runner installed beside prep: nothing of it goes into the cache),
    /// every one is judged right, and no scratch folder is left behind.
    func testSolvesStartedTogetherOnAFreshCache() throws {
        try write("add-two.c", """
            #include <stdio.h>
            int main(void) { long long a, b; if (scanf("%lld %lld", &a, &b) != 2) return 1; printf("%lld\\n", a + b); return 0; }
            """)
        try write("add-two.py", Self.pythonAdd)
        try prep("list")
        let cache = work.appendingPathComponent("fresh-cache")
        let temporary = work.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        chmod(temporary.path, 0o1777)
        let environment = self.environment.merging(["PREP_CACHE": cache.path, "TMPDIR": temporary.path]) { $1 }
        let commands: [[String]] = [["solve", "add-two", "add-two.c"], ["solve", "add-two", "add-two.c"],
                                    ["solve", "add-two", "add-two.py"], ["languages"]]
        for (command, result) in Self.runTogether(commands, environment: environment, directory: work) {
            XCTAssertEqual(result.status, 0, "\(command): \(result.stdout)\(result.stderr)")
            XCTAssertFalse(result.stderr.contains("isolation is OFF"), "\(command): \(result.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.appendingPathComponent("runner").path))
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter { $0.hasPrefix("prep") }
        XCTAssertEqual(left, [], "scratch folders left in TMPDIR")
    }

    /// Starts `commands` together, each a prep process, and returns each one's result.
    static func runTogether(_ commands: [[String]], environment: [String: String], directory: URL) -> [(String, Result)] {
        let results = Collector()
        DispatchQueue.concurrentPerform(iterations: commands.count) { i in
            let result = (try? run(commands[i], environment: environment, directory: directory))
                ?? Result(status: -1, stdout: "", stderr: "did not start")
            results.add(commands[i].joined(separator: " "), result)
        }
        return results.all
    }

    final class Collector: Sendable {
        private let items = Mutex<[(String, Result)]>([])
        func add(_ command: String, _ result: Result) { items.withLock { $0.append((command, result)) } }
        var all: [(String, Result)] { items.withLock { $0 } }
    }
}
