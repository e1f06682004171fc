import GRDB
import XCTest
@testable import PrepKit

/// A store made by an earlier prep opens with everything in it, in today's schema.
final class StoreMigrationTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("prep-migration-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// `store-v5.sqlite` was made by prep before v6: four solves of add-two (three of one
    /// text, one of another), a note and a review card, each attempt holding its whole text.
    func testV5StoreKeepsEverythingAndStoresEachTextOnce() throws {
        let home = folder.appendingPathComponent("old")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("store-v5.sqlite"),
                                         to: home.appendingPathComponent(PrepStore.fileName))
        let store = try PrepStore(home: home)
        try store.container.reader.read { db in
            let attempts = try Row.fetchAll(db, sql: """
                SELECT attempt.id, verdict, testsPassed, text, hash FROM attempt JOIN source ON source.id = sourceId ORDER BY attempt.id
                """)
            XCTAssertEqual(attempts.map { $0["id"] as Int64 }, [1, 2, 3, 4])
            XCTAssertEqual(attempts.map { $0["verdict"] as String }, ["AC", "AC", "WA", "AC"])
            XCTAssertEqual(attempts.map { $0["testsPassed"] as Int }, [3, 3, 0, 3])
            XCTAssertEqual(attempts[0]["text"] as String, "a, b = map(int, input().split())\nprint(a + b)\n")
            XCTAssertEqual(attempts[2]["text"] as String, "a, b = map(int, input().split())\nprint(a - b)\n")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM source"), 2)
            XCTAssertEqual(Set(attempts.map { $0["hash"] as String }).count, 2)
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM test_result"), 12)
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note"), 1)
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM review_card"), 1)
            XCTAssertEqual(try Row.fetchOne(db, sql: "SELECT SUM(attempts) AS a, SUM(accepted) AS c FROM attempt_slot"),
                           ["a": 4, "c": 3])
            XCTAssertEqual(try String.fetchOne(db, sql: "PRAGMA integrity_check"), "ok")
            XCTAssertTrue(try Row.fetchAll(db, sql: "PRAGMA foreign_key_check").isEmpty)
            XCTAssertGreaterThanOrEqual(try Int.fetchOne(db, sql: "SELECT seq FROM sqlite_sequence WHERE name = 'attempt'") ?? 0, 4)
        }
        // The test results still belong to their attempts, and deleting is still guarded.
        try DatabaseQueue(path: store.file.path).write { db in
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM test_result JOIN attempt ON attempt.id = attemptId"), 12)
            XCTAssertThrowsError(try db.execute(sql: "DELETE FROM source"))
            // The activity triggers were made again on the new table.
            try db.execute(sql: "UPDATE attempt SET verdict = 'WA' WHERE id = 1")
            XCTAssertEqual(try Int.fetchOne(db, sql: "SELECT SUM(accepted) FROM attempt_slot"), 2)
        }

        // The migrated schema is the one a new store gets.
        let fresh = try PrepStore(home: folder.appendingPathComponent("new"))
        XCTAssertEqual(try Self.schema(of: store), try Self.schema(of: fresh))
    }

    /// Tables with their columns (name, type, NOT NULL, key), and the names of indexes and triggers.
    static func schema(of store: PrepStore) throws -> [String] {
        try store.container.reader.read { db in
            var lines: [String] = []
            for table in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
                let columns = try Row.fetchAll(db, sql: "SELECT name, type, \"notnull\", pk FROM pragma_table_info(?) ORDER BY name",
                                               arguments: [table])
                lines.append("\(table): " + columns.map { "\($0["name"] as String) \($0["type"] as String) \($0["notnull"] as Int) \($0["pk"] as Int)" }
                    .joined(separator: ", "))
                let keys = try Row.fetchAll(db, sql: "SELECT \"table\", \"from\", on_delete FROM pragma_foreign_key_list(?) ORDER BY \"from\"",
                                            arguments: [table])
                lines += keys.map { "\(table).\($0["from"] as String) -> \($0["table"] as String) on delete \($0["on_delete"] as String)" }
            }
            lines += try String.fetchAll(db, sql: """
                SELECT type || ' ' || name || ' on ' || tbl_name FROM sqlite_master WHERE type IN ('index', 'trigger') ORDER BY name
                """)
            return lines
        }
    }
}
