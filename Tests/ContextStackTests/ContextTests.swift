import ContextStack
import Foundation
import GRDB
import XCTest
import Synchronization

final class ContextTests: StackTestCase {
    func testPerformAndWaitIsReentrant() throws {
        let worker = container.newWorkerContext()
        let depth = try view.performAndWait { () -> Int in
            try worker.performAndWait { () -> Int in
                // Back into the view context from inside the worker's block: runs inline.
                try view.performAndWait { () -> Int in
                    let item = Item(context: view)
                    item.name = "nested"
                    return try view.performAndWait { try view.count(FetchRequest<Item>()) }
                }
            }
        }
        XCTAssertEqual(depth, 1)
    }

    func testAsyncPerformAndBackgroundTask() async throws {
        let id = try await container.performBackgroundTask { worker in
            let item = Item(context: worker)
            item.name = "from a task"
            try worker.save()
            return item.objectID
        }
        let name = try await view.perform { [view] in try view.existingObject(with: id, as: Item.self).name }
        XCTAssertEqual(name, "from a task")
    }

    func testTemporaryAndPermanentIDsResolveInEveryContext() throws {
        let worker = container.newWorkerContext()
        let temporary = view.performAndWait { () -> ObjectID in
            let item = Item(context: view)
            item.name = "resolve me"
            return item.objectID
        }
        // Before permanent IDs exist, only the temporary one works.
        try worker.performAndWait { XCTAssertEqual(try worker.existingObject(with: temporary, as: Item.self).name, "resolve me") }
        let permanent = try view.performAndWait { () -> ObjectID in
            try view.obtainPermanentIDs(for: [view.object(with: temporary)])
            return view.object(with: temporary).objectID
        }
        XCTAssertEqual(permanent.entityName, "item")
        XCTAssertNotNil(permanent.rowID)
        // Reserved without a save: the store has no row yet.
        XCTAssertEqual(try storeCount("item"), 0)
        let sibling = container.newWorkerContext()
        for context in [view, worker, sibling] {
            try context.performAndWait {
                let a = try context.existingObject(with: temporary)
                let b = try context.existingObject(with: permanent)
                XCTAssertTrue(a === b, "\(context.name) resolved the two IDs to different objects")
                XCTAssertEqual(a.objectID, permanent, "objectID is the permanent one once it exists")
            }
        }
        try saveViewAndFlush()
        XCTAssertEqual(try storeRows("SELECT id FROM item"), [["id": "\(permanent.rowID ?? -1)"]])
        try container.rootContext.performAndWait {
            XCTAssertTrue(try container.rootContext.existingObject(with: temporary) === container.rootContext.existingObject(with: permanent))
        }
    }

    func testExistingObjectThrowsWhenGone() throws {
        let ids = try seedItems([1])
        try saveViewAndFlush()
        try view.performAndWait {
            try view.delete(view.object(with: ids[0]))
            XCTAssertThrowsError(try view.existingObject(with: ids[0])) { error in
                XCTAssertTrue("\(error)".contains("no object item/"), "\(error)")
            }
        }
        let never = ObjectID(entityName: "item", rowID: 999)
        try view.performAndWait {
            XCTAssertThrowsError(try view.existingObject(with: never))
            XCTAssertTrue(view.object(with: never) is Item, "object(with:) returns a fault")
        }
    }

    func testNotificationsListInsertedUpdatedDeleted() throws {
        let ids = try seedItems([1, 2, 3])
        try saveViewAndFlush()
        let worker = container.newWorkerContext()
        let workerSaves = NotificationLog(), viewChanges = NotificationLog(), rootSaves = NotificationLog()
        let view = self.view
        let t1 = worker.addObserver(.didSave, deliveringOn: view) { note in
            // Delivered on the receiving context's queue: touching it here must be legal.
            _ = try? view.count(FetchRequest<Item>())
            workerSaves.append(note)
        }
        let t2 = view.addObserver(.objectsDidChange) { viewChanges.append($0) }
        let t3 = container.rootContext.addObserver(.didSave) { rootSaves.append($0) }
        defer { [t1, t2, t3].forEach { $0.cancel() } }

        let inserted = try worker.performAndWait { () -> ObjectID in
            let item = Item(context: worker)
            item.name = "new"
            try (worker.existingObject(with: ids[0]) as? Item)?.rank = 42
            try worker.delete(worker.existingObject(with: ids[1]))
            try worker.save()
            return item.objectID
        }
        drain(view)
        drain(view)
        let saved = try XCTUnwrap(workerSaves.notes.first)
        XCTAssertEqual(saved.contextName, worker.name)
        XCTAssertEqual(saved.inserted, [inserted])
        let permanentIDs = view.performAndWait { ids.map { view.object(with: $0).objectID } }
        XCTAssertEqual(saved.updated, [permanentIDs[0]])
        XCTAssertEqual(saved.deleted, [permanentIDs[1]])
        let changed = try XCTUnwrap(viewChanges.notes.first)
        XCTAssertEqual(changed.inserted, [inserted])
        XCTAssertEqual(changed.updated, [permanentIDs[0]])
        XCTAssertEqual(changed.deleted, [permanentIDs[1]])
        // The view sees the worker's changes at once, without refetching.
        view.performAndWait {
            XCTAssertEqual((view.object(with: ids[0]) as? Item)?.rank, 42)
            XCTAssertTrue(view.object(with: ids[1]).isDeleted)
        }
        try saveViewAndFlush()
        drain(container.rootContext)
        let written = try XCTUnwrap(rootSaves.notes.last)
        XCTAssertEqual(written.inserted.count, 1)
        XCTAssertFalse(written.inserted.first?.isTemporary ?? true, "the root reports permanent IDs")
        XCTAssertEqual(written.updated, [permanentIDs[0]])
        XCTAssertEqual(written.deleted, [permanentIDs[1]])
    }

    func testNotificationStream() async throws {
        let stream = view.notifications(.objectsDidChange)
        let worker = container.newWorkerContext()
        let id = try await worker.perform { [worker] in
            let item = Item(context: worker)
            item.name = "streamed"
            try worker.save()
            return item.objectID
        }
        var iterator = stream.makeAsyncIterator()
        let note = await iterator.next()
        XCTAssertEqual(note?.inserted, [id])
    }

    func testAutomaticallyMergesChangesFromParent() throws {
        let ids = try seedItems([1])
        try saveViewAndFlush()
        let reader = container.newWorkerContext()
        reader.automaticallyMergesChangesFromParent = true
        let stale = container.newWorkerContext()
        for context in [reader, stale] {
            try context.performAndWait { XCTAssertEqual(try context.existingObject(with: ids[0], as: Item.self).rank, 1) }
        }
        let refreshed = NotificationLog()
        let token = reader.addObserver(.objectsDidChange) { refreshed.append($0) }
        defer { token.cancel() }
        let writer = container.newWorkerContext()
        try writer.performAndWait {
            try writer.existingObject(with: ids[0], as: Item.self).rank = 2
            try writer.save()
        }
        drain(view)
        drain(reader)
        reader.performAndWait { XCTAssertEqual((reader.object(with: ids[0]) as? Item)?.rank, 2) }
        stale.performAndWait { XCTAssertEqual((stale.object(with: ids[0]) as? Item)?.rank, 1, "without merging, the snapshot stays") }
        XCTAssertEqual(refreshed.notes.first?.updated.count, 1)
        stale.performAndWait {
            stale.refresh(stale.object(with: ids[0]), mergeChanges: false)
            XCTAssertEqual((stale.object(with: ids[0]) as? Item)?.rank, 2)
        }
    }

    func testRollbackAndReset() throws {
        let ids = try seedItems([1, 2])
        try saveViewAndFlush()
        try view.performAndWait {
            let item = try view.existingObject(with: ids[0], as: Item.self)
            item.rank = 99
            try view.delete(view.existingObject(with: ids[1]))
            let added = Item(context: view)
            added.name = "added"
            XCTAssertTrue(view.hasChanges)
            XCTAssertEqual(view.insertedObjects.count, 1)
            view.rollback()
            XCTAssertFalse(view.hasChanges)
            XCTAssertEqual(item.rank, 1)
            XCTAssertFalse(view.object(with: ids[1]).isDeleted)
            XCTAssertTrue(added.isDeleted)
            XCTAssertEqual(try view.count(FetchRequest<Item>()), 2)
            item.rank = 5
            view.reset()
            XCTAssertEqual(try view.existingObject(with: ids[0], as: Item.self).rank, 1)
        }
    }

    func testAttributesRoundTripThroughTheStore() throws {
        let date = Date(timeIntervalSince1970: 1_700_000_000.25)
        let bytes = Data([0, 1, 2, 255])
        let id = try view.performAndWait { () -> ObjectID in
            let item = Item(context: view)
            item.name = "types ✓"
            item.rank = Int(Int32.max) + 7
            item.score = -2.5
            item.note = nil
            item.created = date
            item.payload = bytes
            try view.obtainPermanentIDs(for: [item])
            return item.objectID
        }
        try saveViewAndFlush()
        let reopened = try makeContainer()
        try reopened.viewContext.performAndWait {
            let item = try reopened.viewContext.existingObject(with: id, as: Item.self)
            XCTAssertEqual(item.name, "types ✓")
            XCTAssertEqual(item.rank, Int(Int32.max) + 7)
            XCTAssertEqual(item.score, -2.5)
            XCTAssertNil(item.note)
            XCTAssertEqual(item.created, date)
            XCTAssertEqual(item.payload, bytes)
            XCTAssertNil(item.group)
        }
    }

    func testPredicatesMatchSQLiteInMemoryAndInStore() throws {
        // The same predicates over rows in the store and over the same rows pending in memory
        // must give the same answers, NULLs included.
        let notes: [String?] = ["Alpha", nil, "beta", "ALPHABET", nil, "100%"]
        func populate(_ context: ObjectContext) {
            for (n, note) in notes.enumerated() {
                let item = Item(context: context)
                item.name = "i\(n)"
                item.rank = n
                item.note = note
            }
        }
        let predicates: [(String, FetchPredicate)] = [
            ("eq", Item.note == "beta"),
            ("ne", Item.note != "beta"),
            ("nil", Item.note.isNil),
            ("not nil", Item.note.isNotNil),
            ("not ne", !(Item.note != "beta")),
            ("contains", Item.note.contains("alpha")),
            ("percent", Item.note.contains("%")),
            ("in", Item.rank.isIn([1, 3, 5])),
            ("or null", Item.note == "Alpha" || Item.rank > 4),
            ("and", Item.rank >= 1 && Item.rank < 4),
            ("not and", !(Item.note == "x" && Item.rank > 0)),
        ]
        let memory = container.newWorkerContext()
        let inMemory = try memory.performAndWait {
            populate(memory)
            return try predicates.map { try memory.fetch(FetchRequest<Item>($0.1, sortedBy: [Item.rank.ascending])).map(\.rank) }
        }
        let writer = container.newWorkerContext()
        try writer.performAndWait { populate(writer); try writer.save() }
        drain(view)
        try saveViewAndFlush()
        let fresh = try makeContainer().viewContext
        let inStore = try fresh.performAndWait {
            try predicates.map { try fresh.fetch(FetchRequest<Item>($0.1, sortedBy: [Item.rank.ascending])).map(\.rank) }
        }
        for (k, (name, _)) in predicates.enumerated() {
            XCTAssertEqual(inMemory[k], inStore[k], "predicate '\(name)' differs between memory and SQLite")
        }
        XCTAssertEqual(inStore[2], [1, 4])
        XCTAssertEqual(inStore[5], [0, 3])
        XCTAssertEqual(inStore[4], [2], "NOT of an unknown stays unknown, as in SQL")
        try fresh.performAndWait {
            XCTAssertThrowsError(try fresh.fetch(FetchRequest<Item>(.compare(key: "nope", .equal, .null)))) { error in
                XCTAssertEqual("\(error)", "entity 'item' has no property 'nope'")
            }
        }
    }

    func testMissingRequiredAttributeFailsValidation() throws {
        let worker = container.newWorkerContext()
        try worker.performAndWait {
            _ = Item(context: worker)  // no name
            XCTAssertThrowsError(try worker.save()) { error in
                XCTAssertTrue("\(error)".hasSuffix(".name is required but has no value"), "\(error)")
            }
            XCTAssertTrue(worker.hasChanges, "a failed save keeps the changes")
        }
    }
}

/// Collects notifications delivered on other queues.
final class NotificationLog: Sendable {
    private let log = Mutex<[ContextNotification]>([])
    func append(_ note: ContextNotification) { log.withLock { $0.append(note) } }
    var notes: [ContextNotification] { log.withLock { $0 } }
}
