import Foundation
import GRDB
import Judge
import XCTest
@testable import PrepKit

/// Base for PrepKit's tests that need a store: each test gets its own PREP_HOME and cache
/// folder (removed afterwards), and the end-to-end tests' two fixture problems (`add-two`,
/// `max-of`).
class StoreTestCase: XCTestCase {
    /// `Tests/PrepEndToEndTests/Fixtures/Problems`.
    static let problems = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PrepEndToEndTests").appendingPathComponent("Fixtures").appendingPathComponent("Problems")

    /// The test's own folder: `home/`, `cache/` and whatever else the test makes.
    var folder: URL!
    var store: PrepStore!

    var home: URL { folder.appendingPathComponent("home") }
    var cache: URL { folder.appendingPathComponent("cache") }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("prep-kit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        store = try PrepStore(home: home)
    }

    override func tearDownWithError() throws {
        store = nil
        try? FileManager.default.removeItem(at: folder)
    }

    /// A copy of the fixture problems in the test's folder, to change freely.
    func copyOfProblems() throws -> URL {
        let copy = folder.appendingPathComponent("Problems")
        try FileManager.default.copyItem(at: Self.problems, to: copy)
        return copy
    }

    /// Records an attempt as a finished (or cut short) solve would have, through the view
    /// context, and waits for the disk. Each attempt gets its own text.
    @discardableResult
    func addAttempt(_ slug: String, _ verdict: AttemptStatus, startedAt: Date, finishedAt: Date? = nil,
                    cpuSeconds: Double = 0, testsPassed: Int = 0, testsTotal: Int = 3) throws -> Int64 {
        let view = store.view
        let id = try view.performAndWait {
            let problem = try XCTUnwrap(try Problem.named(slug, in: view), "\(slug) is not in the catalogue")
            let text = "# attempt \(UUID().uuidString)\n"
            let source = SubmittedSource(context: view)
            source.hash = ContentDigest.sha256(Data(text.utf8))
            source.text = text
            let attempt = Attempt(context: view)
            attempt.problem = problem
            attempt.language = "Python 3"
            attempt.sourcePath = "/work/\(slug).py"
            attempt.source = source
            attempt.verdict = verdict
            attempt.startedAt = startedAt
            attempt.finishedAt = finishedAt
            attempt.cpuSeconds = cpuSeconds
            attempt.testsPassed = testsPassed
            attempt.testsTotal = testsTotal
            try view.obtainPermanentIDs(for: [attempt])
            try view.save()
            return try XCTUnwrap(attempt.objectID.rowID)
        }
        try store.flush()
        return id
    }

    /// One integer from the store, read as `prep stats` reads it.
    func count(_ sql: String, _ arguments: StatementArguments = []) throws -> Int {
        try store.reader.read { db in try Int.fetchOne(db, sql: sql, arguments: arguments) ?? 0 }
    }
}
