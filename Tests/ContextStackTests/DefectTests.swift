import ContextStack
import Dispatch
import Foundation
import XCTest
import Synchronization

/// The defects that made Core Data's nested contexts infamous, one test each, named for the
/// defect it disproves. (Defect 2, slow changes through a child, is the P3 benchmark.)
final class DefectTests: StackTestCase {
    func testDefect1_ChildFetchDoesNotBlockParent() throws {
        try seedItems([1, 2, 3])
        try saveViewAndFlush()
        // The view context has unsaved changes, then its queue is held by a long block.
        view.performAndWait {
            let item = Item(context: view)
            item.name = "pending in parent"
            item.rank = 10
        }
        let release = DispatchSemaphore(value: 0)
        let parentBusy = DispatchSemaphore(value: 0)
        view.perform {
            parentBusy.signal()
            release.wait()
        }
        parentBusy.wait()
        defer { release.signal() }

        let worker = container.newWorkerContext()
        let started = Date()
        let names = try worker.performAndWait {
            try worker.fetch(FetchRequest<Item>(sortedBy: [Item.rank.ascending])).map(\.name)
        }
        let elapsed = Date().timeIntervalSince(started)
        XCTAssertEqual(names, ["item 1", "item 2", "item 3", "pending in parent"],
                       "the child must see the parent's pending insert without its queue")
        XCTAssertLessThan(elapsed, 2, "the child's fetch waited for the busy parent")
        let count = try worker.performAndWait { try worker.count(FetchRequest<Item>(Item.rank > 1)) }
        XCTAssertEqual(count, 3)
    }

    func testDefect3_FetchAfterSaveFindsObjectsCreatedInChild() throws {
        let worker = container.newWorkerContext()
        let (groupID, itemIDs) = try worker.performAndWait { () -> (ObjectID, [ObjectID]) in
            let group = Group(context: worker)
            group.title = "made in a child"
            let items = (1...3).map { n -> Item in
                let item = Item(context: worker)
                item.name = "child item \(n)"
                item.group = group
                return item
            }
            // An item of another group must not match.
            let other = Group(context: worker)
            other.title = "other"
            let stray = Item(context: worker)
            stray.name = "stray"
            stray.group = other
            try worker.save()
            return (group.objectID, items.map(\.objectID))
        }
        XCTAssertTrue(groupID.isTemporary)
        drain(view)
        try saveViewAndFlush()
        XCTAssertEqual(try storeCount("item"), 4)

        // With the temporary ID the child handed out, in the view context and in a new child.
        for context in [view, container.newWorkerContext()] {
            let found = try context.performAndWait {
                try context.fetch(FetchRequest<Item>(Item.group == groupID, sortedBy: [Item.name.ascending])).map(\.objectID)
            }
            XCTAssertEqual(Set(found), Set(itemIDs.map { id in context.performAndWait { context.object(with: id).objectID } }))
            XCTAssertEqual(found.count, 3)
        }
        // And with the permanent ID, in a fresh container (another process).
        let permanentGroup = view.performAndWait { view.object(with: groupID).objectID }
        XCTAssertFalse(permanentGroup.isTemporary)
        let reopened = try makeContainer()
        let names = try reopened.viewContext.performAndWait {
            try reopened.viewContext.fetch(FetchRequest<Item>(Item.group == permanentGroup, sortedBy: [Item.name.ascending])).map(\.name)
        }
        XCTAssertEqual(names, ["child item 1", "child item 2", "child item 3"])
    }

    func testDefect4_ChildSeesRelationshipsOfObjectUnsavedInParent() throws {
        let groupID = view.performAndWait { () -> ObjectID in
            let group = Group(context: view)
            group.title = "unsaved"
            for n in 1...3 {
                let item = Item(context: view)
                item.name = "n\(n)"
                item.rank = n
                item.group = group
            }
            return group.objectID
        }
        let worker = container.newWorkerContext()
        try worker.performAndWait {
            let group = try worker.existingObject(with: groupID, as: Group.self)
            XCTAssertEqual(group.title, "unsaved")
            let items = group.items.sorted { $0.rank < $1.rank }
            XCTAssertEqual(items.map(\.name), ["n1", "n2", "n3"], "to-many of an object unsaved in the parent")
            XCTAssertEqual(items.first?.group?.title, "unsaved", "to-one back to the unsaved parent object")
            // A change in the child to the parent's unsaved object goes back to the parent.
            items[0].name = "renamed in child"
            try worker.save()
        }
        drain(view)
        let names = view.performAndWait {
            (view.object(with: groupID) as? Group)?.items.map(\.name).sorted() ?? []
        }
        XCTAssertEqual(names, ["n2", "n3", "renamed in child"])
    }

    func testDefect5_ChildFetchIsSortedWhenParentHasChanges() throws {
        let ids = try seedItems(Array(1...10))
        try saveViewAndFlush()
        // Unsaved changes in the parent: move rank 1 to the end, rank 10 to the front, delete
        // rank 5, insert two new ones in the middle.
        try view.performAndWait {
            (view.object(with: ids[0]) as? Item)?.rank = 100
            (view.object(with: ids[9]) as? Item)?.rank = -1
            try view.delete(view.object(with: ids[4]))
            for rank in [4, 7] {
                let item = Item(context: view)
                item.name = "new \(rank)"
                item.rank = rank
            }
        }
        let worker = container.newWorkerContext()
        let ranks = try worker.performAndWait {
            try worker.fetch(FetchRequest<Item>(sortedBy: [Item.rank.ascending])).map(\.rank)
        }
        XCTAssertEqual(ranks, [-1, 2, 3, 4, 4, 6, 7, 7, 8, 9, 100])
        let page = try worker.performAndWait {
            try worker.fetch(FetchRequest<Item>(Item.rank >= 3, sortedBy: [Item.rank.descending], limit: 3, offset: 1)).map(\.rank)
        }
        XCTAssertEqual(page, [9, 8, 7])
        let names = try worker.performAndWait {
            try worker.fetch(FetchRequest<Item>(Item.rank == 4, sortedBy: [Item.name.descending])).map(\.name)
        }
        XCTAssertEqual(names, ["new 4", "item 4"])
    }

    func testDefect6_NoDeadlockChildAndMainFetching() throws {
        try seedItems(Array(1...50))
        try saveViewAndFlush()
        let rounds = 2_000
        let done = expectation(description: "both sides finished")
        done.expectedFulfillmentCount = 2
        let failures = Counter()
        let container = self.container!
        DispatchQueue.global().async {
            let view = container.viewContext
            for n in 0..<rounds {
                view.performAndWait {
                    do {
                        let items = try view.fetch(FetchRequest<Item>(Item.rank <= 50, sortedBy: [Item.rank.ascending], limit: 10))
                        if items.count != 10 { failures.increment() }
                        items.first?.score = Double(n)
                        if n % 50 == 0 { try view.save() }
                    } catch { failures.increment() }
                }
            }
            done.fulfill()
        }
        DispatchQueue.global().async {
            for n in 0..<rounds {
                let worker = n % 100 == 0 ? container.newWorkerContext() : container.newWorkerContext(name: "stress")
                worker.performAndWait {
                    do {
                        let count = try worker.count(FetchRequest<Item>(Item.rank <= 50))
                        if count != 50 { failures.increment() }
                        if n % 20 == 0 {
                            try worker.fetch(FetchRequest<Item>(Item.rank == 25)).first?.note = "touched \(n)"
                            try worker.save()
                        }
                    } catch { failures.increment() }
                }
            }
            done.fulfill()
        }
        wait(for: [done], timeout: 120)
        XCTAssertEqual(failures.value, 0)
        try saveViewAndFlush()
    }

    func testDefect7_PermanentIDsStayValid() throws {
        let worker = container.newWorkerContext()
        let temporary = try worker.performAndWait { () -> ObjectID in
            let item = Item(context: worker)
            item.name = "saved from a child"
            try worker.save()
            return item.objectID
        }
        drain(view)
        // The view obtains permanent IDs for an object saved from a child, then saves it.
        let permanent = try view.performAndWait { () -> ObjectID in
            let item = view.object(with: temporary)
            try view.obtainPermanentIDs(for: [item])
            return item.objectID
        }
        XCTAssertTrue(temporary.isTemporary)
        XCTAssertFalse(permanent.isTemporary)
        XCTAssertNotEqual(temporary, permanent)
        try saveViewAndFlush()

        // Later, in every context, both IDs keep naming the same live object.
        for context in [view, container.newWorkerContext(), container.rootContext] {
            try context.performAndWait {
                let a = try context.existingObject(with: temporary, as: Item.self)
                let b = try context.existingObject(with: permanent, as: Item.self)
                XCTAssertTrue(a === b)
                XCTAssertEqual(b.name, "saved from a child")
            }
        }
        // Changing it through another child after the save still works and reaches the disk.
        let later = container.newWorkerContext()
        try later.performAndWait {
            try later.existingObject(with: permanent, as: Item.self).name = "changed later"
            try later.save()
        }
        drain(view)
        try saveViewAndFlush()
        XCTAssertEqual(try storeRows("SELECT id, name FROM item"), [["id": "\(permanent.rowID ?? -1)", "name": "\"changed later\""]])
        // The row really is the reserved one, and a fresh process resolves it too.
        let reopened = try makeContainer()
        let name = try reopened.viewContext.performAndWait {
            try reopened.viewContext.existingObject(with: permanent, as: Item.self).name
        }
        XCTAssertEqual(name, "changed later")
    }
}

/// A thread-safe counter for stress tests.
final class Counter: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
