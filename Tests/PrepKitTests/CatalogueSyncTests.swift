import Foundation
import GRDB
import XCTest
@testable import PrepKit

/// The catalogue follows the problems folder: new packages appear with their name, topics and
/// difficulty, an unchanged folder costs no write, an edited package is updated, a vanished one
/// is kept (with its attempts) but marked missing until it comes back, and one broken package
/// does not keep the others out.
final class CatalogueSyncTests: StoreTestCase {
    var problems: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        problems = try copyOfProblems()
    }

    @discardableResult
    func sync() throws -> CatalogueSync.Report {
        try CatalogueSync(store: store).sync(folder: problems)
    }

    /// The commits other connections made since `connection` opened: `PRAGMA data_version`
    /// changes when, and only when, another connection commits a write.
    func dataVersion(_ connection: DatabaseQueue) throws -> Int {
        try connection.read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") ?? 0 }
    }

    func reader() throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        return try DatabaseQueue(path: store.file.path, configuration: configuration)
    }

    func testFirstSyncAddsEveryPackageAndASecondWritesNothing() throws {
        let first = try sync()
        XCTAssertEqual(first.added.sorted(), ["add-two", "max-of"])
        XCTAssertEqual(first.updated, [])
        XCTAssertEqual(first.missing, [])
        XCTAssertEqual(first.errors, [])
        XCTAssertFalse(first.unchanged)

        let rows = try ProblemListing(store: store).rows()
        XCTAssertEqual(rows.map(\.slug), ["add-two", "max-of"])
        XCTAssertEqual(rows.map(\.name), ["Add Two", "Max Of"])
        XCTAssertEqual(rows.map(\.topics), [["maths"], ["arrays", "sorting"]])
        XCTAssertEqual(rows.map(\.difficulty), ["easy", "medium"])
        XCTAssertEqual(rows.map(\.status), [.new, .new])
        XCTAssertEqual(rows.map(\.isMissing), [false, false])
        try store.reader.read { db in
            let row = try XCTUnwrap(try Row.fetchOne(db, sql: "SELECT timeLimit, memoryMiB, packagePath FROM problem WHERE slug = 'add-two'"))
            XCTAssertEqual(row["timeLimit"] as Double?, 2.0)
            XCTAssertEqual(row["memoryMiB"] as Int, 256)
            XCTAssertEqual(row["packagePath"] as String, problems.appendingPathComponent("add-two").path)
        }

        let connection = try reader()
        let before = try dataVersion(connection)
        let second = try sync()
        XCTAssertTrue(second.unchanged)
        XCTAssertEqual(second.added + second.updated + second.missing + second.errors, [])
        XCTAssertEqual(try dataVersion(connection), before, "an unchanged folder is not written")

        // The same connection does see a sync that has something to write.
        try Data("\n".utf8).write(to: problems.appendingPathComponent("max-of/statement/problem.en.md"), options: .atomic)
        XCTAssertEqual(try sync().updated, ["max-of"])
        XCTAssertNotEqual(try dataVersion(connection), before)
    }

    func testAnEditedPackageIsUpdatedInPlace() throws {
        try sync()
        let yaml = problems.appendingPathComponent("add-two/problem.yaml")
        let text = try String(contentsOf: yaml, encoding: .utf8)
        try text.replacingOccurrences(of: "name: Add Two", with: "name: Add Two Numbers")
            .replacingOccurrences(of: "difficulty: easy", with: "difficulty: hard")
            .write(to: yaml, atomically: true, encoding: .utf8)
        let id = try count("SELECT id FROM problem WHERE slug = 'add-two'")

        let report = try sync()
        XCTAssertEqual(report.updated, ["add-two"])
        XCTAssertEqual(report.added, [])
        XCTAssertEqual(report.missing, [])
        let row = try XCTUnwrap(try ProblemListing(store: store).rows().first { $0.slug == "add-two" })
        XCTAssertEqual(row.name, "Add Two Numbers")
        XCTAssertEqual(row.difficulty, "hard")
        XCTAssertEqual(try count("SELECT id FROM problem WHERE slug = 'add-two'"), id, "the same row, not a new one")
        XCTAssertEqual(try count("SELECT COUNT(*) FROM problem"), 2)
    }

    /// The change check reads no file's bytes, only what summaries are read from, by identity
    /// and times: an edit in place (an editor that rewrites the file, `>>`) is seen as surely as
    /// a replaced file, and so is a statement added beside the first.
    func testEditsInPlaceAndNewStatementFilesAreSeen() throws {
        try sync()
        // The same file (inode) rewritten: only its size and times say it changed.
        let yaml = problems.appendingPathComponent("add-two/problem.yaml")
        let text = try String(contentsOf: yaml, encoding: .utf8)
        try text.replacingOccurrences(of: "topics: [maths]", with: "topics: [maths, graphs]")
            .write(to: yaml, atomically: false, encoding: .utf8)
        XCTAssertEqual(try sync().updated, ["add-two"])
        XCTAssertEqual(try ProblemListing(store: store).rows().first { $0.slug == "add-two" }?.topics, ["maths", "graphs"])

        let statements = problems.appendingPathComponent("max-of/statement")
        try "# Max Of\n\nDas Größte.\n".write(to: statements.appendingPathComponent("problem.de.md"), atomically: false, encoding: .utf8)
        XCTAssertEqual(try sync().updated, ["max-of"])
        XCTAssertEqual(try sync().unchanged, true)
    }

    /// A test's data is not what the catalogue shows: changing it costs no re-read of every package.
    func testChangedTestDataDoesNotResyncTheCatalogue() throws {
        try sync()
        let secret = problems.appendingPathComponent("add-two/data/secret")
        let name = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: secret.path).sorted().first { $0.hasSuffix(".in") })
        try "1 2\n".write(to: secret.appendingPathComponent(name), atomically: false, encoding: .utf8)
        XCTAssertEqual(try sync().unchanged, true)
    }

    func testAVanishedPackageIsMarkedMissingAndComesBack() throws {
        try sync()
        try addAttempt("max-of", .judged(.wrongAnswer), startedAt: Date(timeIntervalSince1970: 1_700_000_000),
                       finishedAt: Date(timeIntervalSince1970: 1_700_000_010))
        let aside = folder.appendingPathComponent("max-of")
        try FileManager.default.moveItem(at: problems.appendingPathComponent("max-of"), to: aside)

        let gone = try sync()
        XCTAssertEqual(gone.missing, ["max-of"])
        XCTAssertEqual(gone.added + gone.updated, [])
        // The row and its attempt stay; the listing still shows it, marked missing.
        XCTAssertEqual(try count("SELECT isMissing FROM problem WHERE slug = 'max-of'"), 1)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM attempt JOIN problem ON problem.id = problemId WHERE slug = 'max-of'"), 1)
        let rows = try ProblemListing(store: store).rows()
        XCTAssertEqual(rows.map(\.slug), ["add-two", "max-of"])
        XCTAssertEqual(rows.map(\.isMissing), [false, true])
        XCTAssertEqual(rows.last?.status, .attempted)
        XCTAssertEqual(try sync().unchanged, true)

        try FileManager.default.moveItem(at: aside, to: problems.appendingPathComponent("max-of"))
        let back = try sync()
        XCTAssertEqual(back.updated, ["max-of"])
        XCTAssertEqual(back.added + back.missing, [])
        XCTAssertEqual(try count("SELECT isMissing FROM problem WHERE slug = 'max-of'"), 0)
        XCTAssertEqual(try count("SELECT COUNT(*) FROM problem"), 2)
        XCTAssertEqual(try ProblemListing(store: store).rows().map(\.isMissing), [false, false])
    }

    func testABrokenPackageIsReportedAndTheOthersImport() throws {
        let broken = problems.appendingPathComponent("broken-one")
        try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
        try "name: [unclosed\ntopics: maths\n".write(to: broken.appendingPathComponent("problem.yaml"), atomically: true, encoding: .utf8)

        let report = try sync()
        XCTAssertEqual(report.errors.count, 1, "\(report.errors)")
        XCTAssertTrue(report.errors.first?.contains("broken-one") ?? false, "\(report.errors)")
        XCTAssertEqual(report.added.sorted(), ["add-two", "max-of"])
        XCTAssertEqual(try ProblemListing(store: store).rows().map(\.slug), ["add-two", "max-of"])
        XCTAssertEqual(try count("SELECT COUNT(*) FROM problem WHERE slug = 'broken-one'"), 0)
    }
}
