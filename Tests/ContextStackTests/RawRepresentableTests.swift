import ContextStack
import Foundation
import GRDB
import XCTest

/// A job whose state is an enum, stored as its raw value.
final class Job: ManagedObject {
    enum State: String, AttributeValue {
        case queued = "Q", running = "R", done = "D"
        static var placeholder: State { .queued }
    }
    enum Priority: Int, AttributeValue {
        case low = 1, high = 9
        static var placeholder: Priority { .low }
    }

    override class var entityName: String { "job" }
    static let state = Attribute<State>("state", default: .queued, indexed: true)
    static let priority = Attribute<Priority?>("priority")
    override class var properties: [any PropertyKey] { [state, priority] }

    var state: State { get { self[Self.state] } set { self[Self.state] = newValue } }
    var priority: Priority? { get { self[Self.priority] } set { self[Self.priority] = newValue } }
}

/// Enum attributes: stored as their raw values, fetched by case, read back typed.
final class RawRepresentableTests: XCTestCase {
    func testEnumsAreStoredAsRawValuesAndFetchedByCase() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ctxstack-raw-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = try Model([Job.self])
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in try model.createTables(db) }
        let path = folder.appendingPathComponent("jobs.sqlite").path
        let container = try PersistentContainer(path: path, model: model, migrator: migrator)
        let view = container.viewContext

        try view.performAndWait {
            let fresh = Job(context: view)
            XCTAssertEqual(fresh.state, .queued, "the default")
            XCTAssertNil(fresh.priority)
            let running = Job(context: view)
            running.state = .running
            running.priority = .high
            let done = Job(context: view)
            done.state = .done
            try view.save()
        }
        try container.flush()
        let stored = try container.reader.read { db in
            try Row.fetchAll(db, sql: "SELECT state, priority FROM job ORDER BY id").map { "\($0[0] as String) \(($0[1] as Int?).map(String.init) ?? "NULL")" }
        }
        XCTAssertEqual(stored, ["Q NULL", "R 9", "D NULL"])
        let columnTypes = try container.reader.read { db in try db.columns(in: "job").map(\.type) }
        XCTAssertEqual(columnTypes, ["INTEGER", "INTEGER", "TEXT", "INTEGER"])

        // A value no case names (written by a newer version, say) reads as the placeholder.
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "UPDATE job SET state = 'X' WHERE id = 3") }
        let fresh = try PersistentContainer(path: path, model: model, migrator: migrator).viewContext
        try fresh.performAndWait {
            let running = try fresh.fetch(FetchRequest<Job>(Job.state == .running))
            XCTAssertEqual(running.map(\.priority), [.high])
            let notQueued = try fresh.fetch(FetchRequest<Job>(Job.state != .queued))
            XCTAssertEqual(notQueued.count, 2, "'X' is stored, so it is not 'Q'")
            XCTAssertEqual(notQueued.map(\.state), [.running, .queued])
        }
    }
}
