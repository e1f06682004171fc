import ContextStack
import Foundation
import GRDB
import XCTest

final class SaveTests: StackTestCase {
    // MARK: - Merge policies on a real conflict

    /// The view context loads an item; another process changes rank and note; the view changes
    /// rank and score under `policy` and saves. Returns the stored row and the flush error.
    private func conflict(_ policy: MergePolicy) throws -> (row: [String: String], error: (any Error)?) {
        let ids = try seedItems([1])
        try saveViewAndFlush()
        let id = view.performAndWait { view.object(with: ids[0]).objectID }
        view.mergePolicy = policy
        try view.performAndWait { _ = try view.existingObject(with: id, as: Item.self).rank }

        let other = try makeContainer()  // another writer on the same file
        try other.viewContext.performAndWait {
            let item = try other.viewContext.existingObject(with: id, as: Item.self)
            item.rank = 2
            item.note = "store"
            try other.viewContext.save()
        }
        try other.flush()

        try view.performAndWait {
            let item = try view.existingObject(with: id, as: Item.self)
            item.rank = 3
            item.score = 3
            try view.save()
        }
        var failure: (any Error)?
        do { try container.flush() } catch { failure = error }
        let row = try storeRows("SELECT rank, score, note, version FROM item")[0]
        return (row, failure)
    }

    func testMergePolicyErrorNamesObjectsAndProperties() throws {
        let (row, error) = try conflict(.error)
        let message = "\(try XCTUnwrap(error))"
        XCTAssertTrue(message.hasPrefix("merge conflict: item/1 changed in the store (version 1 → 2): rank"), message)
        XCTAssertEqual(row, ["rank": "2", "score": "0.0", "note": "\"store\"", "version": "2"], "nothing written")
        guard case .mergeConflicts(let conflicts)? = error as? ContextStackError else { return XCTFail("\(String(describing: error))") }
        XCTAssertEqual(conflicts.map(\.properties), [["rank"]])
        // The root keeps the changes; rolling it back clears the failure.
        container.rootContext.performAndWait {
            XCTAssertTrue(container.rootContext.hasChanges)
            container.rootContext.rollback()
        }
        try container.flush()
    }

    func testMergePolicyStoreWinsPropertyByProperty() throws {
        let (row, error) = try conflict(.storeWins)
        XCTAssertNil(error)
        XCTAssertEqual(row, ["rank": "2", "score": "3.0", "note": "\"store\"", "version": "3"])
    }

    func testMergePolicyInMemoryWinsPropertyByProperty() throws {
        let (row, error) = try conflict(.inMemoryWins)
        XCTAssertNil(error)
        XCTAssertEqual(row, ["rank": "3", "score": "3.0", "note": "\"store\"", "version": "3"])
    }

    func testMergePolicyOverwriteWritesTheWholeObject() throws {
        let (row, error) = try conflict(.overwrite)
        XCTAssertNil(error)
        XCTAssertEqual(row, ["rank": "3", "score": "3.0", "note": "NULL", "version": "3"])
    }

    func testMergePolicyRollbackDiscardsInMemoryChanges() throws {
        let (row, error) = try conflict(.rollback)
        XCTAssertNil(error)
        XCTAssertEqual(row, ["rank": "2", "score": "0.0", "note": "\"store\"", "version": "2"])
    }

    func testOwnEarlierWritesAreNotConflicts() throws {
        let ids = try seedItems([1])
        try saveViewAndFlush()
        for rank in 2...5 {
            try view.performAndWait {
                try view.existingObject(with: ids[0], as: Item.self).rank = rank
                try view.save()
            }
            try container.flush()
        }
        let worker = container.newWorkerContext()
        try worker.performAndWait {
            try worker.existingObject(with: ids[0], as: Item.self).score = 9
            try worker.save()
        }
        drain(view)
        try saveViewAndFlush()
        XCTAssertEqual(try storeRows("SELECT rank, score, version FROM item"), [["rank": "5", "score": "9.0", "version": "6"]])
    }

    // MARK: - Atomicity of a failed save

    private func fileBytes() -> [Data] {
        [storePath, storePath + "-wal"].map { (try? Data(contentsOf: URL(fileURLWithPath: $0))) ?? Data() }
    }

    func testFailedRootSaveWritesNothingAndKeepsChanges() throws {
        try view.performAndWait {
            Group(context: view).title = "A"
            try view.save()
        }
        try container.flush()
        let root = container.rootContext
        let dumpBefore = try storeRows("SELECT * FROM \"group\" UNION ALL SELECT name, seq, NULL FROM sqlite_sequence")
        let bytesBefore = fileBytes()

        let duplicate = root.performAndWait { () -> ObjectID in
            Group(context: root).title = "B"
            let dup = Group(context: root)
            dup.title = "A"
            let item = Item(context: root)
            item.name = "in the failed save"
            item.group = dup
            return dup.objectID
        }
        try root.performAndWait {
            XCTAssertThrowsError(try root.save()) { error in
                let message = "\(error)"
                XCTAssertTrue(message.hasPrefix("save failed for group/"), message)
                XCTAssertTrue(message.hasSuffix("UNIQUE constraint failed: group.title"), message)
            }
            XCTAssertEqual(root.insertedObjects.count, 3, "the context keeps its pending changes")
            XCTAssertTrue(root.object(with: duplicate).objectID.isTemporary, "reserved IDs were released")
        }
        XCTAssertEqual(try storeRows("SELECT * FROM \"group\" UNION ALL SELECT name, seq, NULL FROM sqlite_sequence"), dumpBefore)
        XCTAssertEqual(fileBytes(), bytesBefore, "the database file is unchanged")
        XCTAssertEqual(try storeCount("item"), 0)

        try root.performAndWait {
            (root.object(with: duplicate) as? Group)?.title = "C"
            try root.save()
        }
        XCTAssertEqual(try storeRows("SELECT title FROM \"group\" ORDER BY id").map { $0["title"] ?? "" }, ["\"A\"", "\"B\"", "\"C\""])
        XCTAssertEqual(try storeRows("SELECT g.title FROM item JOIN \"group\" g ON g.id = item.groupId"), [["title": "\"C\""]])
    }

    func testFailedBackgroundWriteIsReportedByFlush() throws {
        try view.performAndWait {
            Group(context: view).title = "same"
            try view.save()
        }
        try container.flush()
        try view.performAndWait {
            Group(context: view).title = "same"
            try view.save()
        }
        XCTAssertThrowsError(try container.flush()) { error in
            XCTAssertTrue("\(error)".contains("UNIQUE constraint failed"), "\(error)")
        }
        XCTAssertEqual(try storeCount("\"group\""), 1)
        container.rootContext.performAndWait { container.rootContext.rollback() }
        try container.flush()
    }

    // MARK: - Delete rules

    func testDeleteRuleCascade() throws {
        let ids = try seedItems([1, 2], group: "doomed")
        try seedItems([3], group: "kept")
        try saveViewAndFlush()
        try view.performAndWait {
            let group = try XCTUnwrap(view.existingObject(with: ids[0], as: Item.self).group)
            try view.delete(group)
            XCTAssertTrue(view.object(with: ids[0]).isDeleted)
            XCTAssertTrue(view.object(with: ids[1]).isDeleted)
            XCTAssertEqual(try view.count(FetchRequest<Item>()), 1)
        }
        try saveViewAndFlush()
        XCTAssertEqual(try storeRows("SELECT name FROM item"), [["name": "\"item 3\""]])
        XCTAssertEqual(try storeRows("SELECT title FROM \"group\""), [["title": "\"kept\""]])
    }

    func testDeleteRuleNullify() throws {
        let itemIDs = try seedItems([1, 2])
        let ownerID = try view.performAndWait { () -> ObjectID in
            let owner = Owner(context: view)
            owner.name = "o"
            for id in itemIDs { try view.existingObject(with: id, as: Item.self).owner = owner }
            try view.save()
            return owner.objectID
        }
        try container.flush()
        try view.performAndWait {
            try view.delete(view.existingObject(with: ownerID))
            XCTAssertNil(try view.existingObject(with: itemIDs[0], as: Item.self).owner)
        }
        try saveViewAndFlush()
        XCTAssertEqual(try storeRows("SELECT name, ownerId FROM item ORDER BY id"),
                       [["name": "\"item 1\"", "ownerId": "NULL"], ["name": "\"item 2\"", "ownerId": "NULL"]])
        XCTAssertEqual(try storeCount("owner"), 0)
    }

    func testDeleteRuleDeny() throws {
        let itemIDs = try seedItems([1])
        let lockerID = try view.performAndWait { () -> ObjectID in
            let locker = Locker(context: view)
            locker.label = "L"
            try view.existingObject(with: itemIDs[0], as: Item.self).locker = locker
            try view.save()
            return locker.objectID
        }
        try container.flush()
        try view.performAndWait {
            XCTAssertThrowsError(try view.delete(view.existingObject(with: lockerID))) { error in
                XCTAssertTrue("\(error)".hasSuffix("its 'items' still has 1 object (delete rule: deny)"), "\(error)")
            }
            XCTAssertFalse(view.hasChanges, "a denied delete changes nothing")
            try view.delete(view.existingObject(with: itemIDs[0]))
            try view.delete(view.existingObject(with: lockerID))
        }
        try saveViewAndFlush()
        XCTAssertEqual(try storeCount("locker"), 0)
        XCTAssertEqual(try storeCount("item"), 0)
    }

    // MARK: - Batch insert

    func testBatchInsertWritesRowsAndTellsTheViewContext() throws {
        try seedItems([0], group: "g")
        try saveViewAndFlush()
        let groupRow = try XCTUnwrap(try storeRows("SELECT id FROM \"group\"").first?["id"]).flatMap { Int64($0) }
        let told = NotificationLog()
        let token = view.addObserver(.objectsDidChange) { told.append($0) }
        defer { token.cancel() }
        let rows = (1...1_000).map { n -> [PropertyValue] in [.text("bulk \(n)"), .integer(Int64(n)), .integer(groupRow ?? 0)] }
        let ids = try container.batchInsert(Item.self, columns: ["name", "rank", "group"], rows: rows)
        XCTAssertEqual(ids.count, 1_000)
        XCTAssertFalse(ids.contains(where: \.isTemporary))
        drain(view)
        XCTAssertEqual(told.notes.first?.inserted, Set(ids))
        let (count, groupCount) = try view.performAndWait { () -> (Int, Int) in
            let group = try view.fetch(FetchRequest<Group>()).first
            return (try view.count(FetchRequest<Item>(Item.rank >= 1)), group?.items.count ?? 0)
        }
        XCTAssertEqual(count, 1_000)
        XCTAssertEqual(groupCount, 1_001)
        // Later inserts through the stack never collide with the batch's row IDs.
        let later = try view.performAndWait { () -> ObjectID in
            let item = Item(context: view)
            item.name = "after"
            try view.obtainPermanentIDs(for: [item])
            return item.objectID
        }
        XCTAssertGreaterThan(later.rowID ?? 0, ids.compactMap(\.rowID).max() ?? .max)
        XCTAssertThrowsError(try container.batchInsert(Item.self, columns: ["name", "colour"], rows: [])) { error in
            XCTAssertEqual("\(error)", "entity 'item' has no property 'colour'")
        }
    }

    func testStoreThatCannotBeOpenedIsAOneLineError() throws {
        let missing = directory.appendingPathComponent("no/such/folder/store.sqlite").path
        XCTAssertThrowsError(try PersistentContainer(path: missing, model: Self.model, migrator: Self.migrator)) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot open store \(missing): "), "\(error)")
        }
        let garbage = directory.appendingPathComponent("garbage.sqlite")
        try Data(repeating: 7, count: 4096).write(to: garbage)
        XCTAssertThrowsError(try PersistentContainer(path: garbage.path, model: Self.model, migrator: Self.migrator)) { error in
            XCTAssertTrue("\(error)".contains("not a database"), "\(error)")
        }
    }
}
