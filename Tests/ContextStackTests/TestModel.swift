import ContextStack
import Foundation
import GRDB
import XCTest

/// A group of items; deleting it deletes its items.
final class Group: ManagedObject {
    override class var entityName: String { "group" }
    static let title = Attribute<String>("title", unique: true)
    static let items = ToMany<Item>("items", inverse: "group", deleteRule: .cascade)
    override class var properties: [any PropertyKey] { [title, items] }

    var title: String { get { self[Self.title] } set { self[Self.title] = newValue } }
    var items: [Item] { self[Self.items] }
}

/// Owns items loosely: deleting an owner leaves its items without one.
final class Owner: ManagedObject {
    override class var entityName: String { "owner" }
    static let name = Attribute<String>("name")
    static let items = ToMany<Item>("items", inverse: "owner", deleteRule: .nullify)
    override class var properties: [any PropertyKey] { [name, items] }

    var name: String { get { self[Self.name] } set { self[Self.name] = newValue } }
}

/// Holds items firmly: an owner of items cannot be deleted.
final class Locker: ManagedObject {
    override class var entityName: String { "locker" }
    static let label = Attribute<String>("label")
    static let items = ToMany<Item>("items", inverse: "locker", deleteRule: .deny)
    override class var properties: [any PropertyKey] { [label, items] }

    var label: String { get { self[Self.label] } set { self[Self.label] = newValue } }
}

/// Six attributes of the usual types, plus three to-one relationships.
final class Item: ManagedObject {
    override class var entityName: String { "item" }
    static let name = Attribute<String>("name")
    static let rank = Attribute<Int>("rank", default: 0)
    static let score = Attribute<Double>("score", default: 0)
    static let note = Attribute<String?>("note")
    static let created = Attribute<Date>("created", default: Date(timeIntervalSince1970: 0))
    static let payload = Attribute<Data?>("payload")
    static let group = ToOne<Group>("group", inverse: "items")
    static let owner = ToOne<Owner>("owner", inverse: "items")
    static let locker = ToOne<Locker>("locker", inverse: "items")
    override class var properties: [any PropertyKey] { [name, rank, score, note, created, payload, group, owner, locker] }

    var name: String { get { self[Self.name] } set { self[Self.name] = newValue } }
    var rank: Int { get { self[Self.rank] } set { self[Self.rank] = newValue } }
    var score: Double { get { self[Self.score] } set { self[Self.score] = newValue } }
    var note: String? { get { self[Self.note] } set { self[Self.note] = newValue } }
    var created: Date { get { self[Self.created] } set { self[Self.created] = newValue } }
    var payload: Data? { get { self[Self.payload] } set { self[Self.payload] = newValue } }
    var group: Group? { get { self[Self.group] } set { self[Self.group] = newValue } }
    var owner: Owner? { get { self[Self.owner] } set { self[Self.owner] = newValue } }
    var locker: Locker? { get { self[Self.locker] } set { self[Self.locker] = newValue } }
}

/// Makes a throwaway store per test, and helpers to look at it from outside the stack.
class StackTestCase: XCTestCase {
    var directory: URL!
    var container: PersistentContainer!
    var view: ObjectContext { container.viewContext }

    static let model: Model = {
        do { return try Model([Group.self, Owner.self, Locker.self, Item.self]) } catch {
            preconditionFailure("test model: \(error)")
        }
    }()

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in try model.createTables(db) }
        return migrator
    }

    var storePath: String { directory.appendingPathComponent("store.sqlite").path }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ctxstack-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        container = try makeContainer()
    }

    override func tearDownWithError() throws {
        container = nil
        try? FileManager.default.removeItem(at: directory)
    }

    func makeContainer() throws -> PersistentContainer {
        try PersistentContainer(path: storePath, model: Self.model, migrator: Self.migrator)
    }

    /// Rows of a table as read by plain SQL, bypassing the stack.
    func storeRows(_ sql: String) throws -> [[String: String]] {
        try container.reader.read { db in
            try GRDB.Row.fetchAll(db, sql: sql).map { row in
                var dict: [String: String] = [:]
                for (column, value) in row { dict[column] = value.isNull ? "NULL" : "\(value)" }
                return dict
            }
        }
    }

    func storeCount(_ table: String) throws -> Int {
        try container.reader.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM \(table)") ?? 0 }
    }

    /// Saves the view context and waits for the root to write it.
    func saveViewAndFlush() throws {
        try view.performAndWait { try view.save() }
        try container.flush()
    }

    /// Waits until `context` has run everything enqueued so far (absorbing child saves).
    func drain(_ context: ObjectContext) {
        context.performAndWait {}
    }

    @discardableResult
    func seedItems(_ ranks: [Int], group title: String? = nil) throws -> [ObjectID] {
        try view.performAndWait {
            let group: Group? = title.map { t in
                let g = Group(context: view)
                g.title = t
                return g
            }
            let items = ranks.map { rank -> Item in
                let item = Item(context: view)
                item.name = "item \(rank)"
                item.rank = rank
                item.group = group
                return item
            }
            try view.save()
            return items.map(\.objectID)
        }.map { $0 }
    }
}
