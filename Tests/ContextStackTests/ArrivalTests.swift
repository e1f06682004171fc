import ContextStack
import Dispatch
import Foundation
import XCTest
import Synchronization

/// How a child's save reaches its parent: at once for everyone below the parent, and into the
/// parent's own state only between the parent's blocks.
final class ArrivalTests: StackTestCase {
    /// A worker's save is visible to a sibling worker at once, even while the view context's
    /// queue is held by a long block (nothing has to run there first).
    func testWorkerSaveReachesSiblingsWhileTheViewIsBusy() throws {
        let release = DispatchSemaphore(value: 0), viewBusy = DispatchSemaphore(value: 0)
        view.perform {
            viewBusy.signal()
            release.wait()
        }
        viewBusy.wait()
        defer { release.signal() }

        let writer = container.newWorkerContext(), reader = container.newWorkerContext()
        try writer.performAndWait {
            for rank in [3, 1, 2] {
                let item = Item(context: writer)
                item.name = "saved by a sibling"
                item.rank = rank
            }
            try writer.save()
        }
        let ranks = try reader.performAndWait { try reader.fetch(FetchRequest<Item>(sortedBy: [Item.rank.ascending])).map(\.rank) }
        XCTAssertEqual(ranks, [1, 2, 3])
        let count = try reader.performAndWait { try reader.count(FetchRequest<Item>(Item.rank >= 2)) }
        XCTAssertEqual(count, 2)
    }

    /// The view context's own state changes only between its blocks: a worker saving while a
    /// view block runs shows up in the view's next block, not halfway through this one.
    func testViewSeesAWorkerSaveOnlyFromItsNextBlock() throws {
        let ids = try seedItems([1, 2])
        try saveViewAndFlush()
        let worker = container.newWorkerContext()
        try view.performAndWait {
            XCTAssertEqual(try view.count(FetchRequest<Item>()), 2)
            let first = try XCTUnwrap(view.object(with: ids[0]) as? Item)
            XCTAssertEqual(first.rank, 1)
            try worker.performAndWait {
                let item = Item(context: worker)
                item.name = "saved mid-block"
                try (worker.existingObject(with: ids[0]) as? Item)?.rank = 10
                try worker.save()
            }
            XCTAssertEqual(try view.count(FetchRequest<Item>()), 2, "the view's state changed inside its block")
            XCTAssertEqual(first.rank, 1, "an object changed under the view's block")
        }
        try view.performAndWait {
            XCTAssertEqual(try view.count(FetchRequest<Item>()), 3)
            XCTAssertEqual((view.object(with: ids[0]) as? Item)?.rank, 10)
        }
        // And the view's save carries the worker's changes to disk.
        try saveViewAndFlush()
        XCTAssertEqual(try storeRows("SELECT rank FROM item ORDER BY rank").map { $0["rank"] }, ["0", "2", "10"])
    }

    /// A view context someone observes is told of a worker's save without anyone running a
    /// block on it.
    func testObservedViewIsToldOfAWorkerSaveUnasked() throws {
        let told = expectation(description: "objects-did-change on the view context")
        let token = view.addObserver(.objectsDidChange) { note in
            if note.inserted.count == 2 { told.fulfill() }
        }
        defer { token.cancel() }
        let worker = container.newWorkerContext()
        try worker.performAndWait {
            for n in 1...2 {
                let item = Item(context: worker)
                item.name = "item \(n)"
            }
            try worker.save()
        }
        wait(for: [told], timeout: 10)
    }

    /// Many small saves from several workers, with the view saving in between: every row
    /// reaches the store exactly once, and nothing stays pending anywhere.
    func testConcurrentWorkerSavesAllReachTheStoreOnce() throws {
        let workers = (0..<4).map { container.newWorkerContext(name: "worker \($0)") }
        let group = DispatchGroup()
        let failures = FailureLog()
        for (w, worker) in workers.enumerated() {
            for batch in 0..<25 {
                group.enter()
                worker.perform {
                    for n in 0..<20 {
                        let item = Item(context: worker)
                        item.name = "w\(w) b\(batch) n\(n)"
                        item.rank = w * 10_000 + batch * 100 + n
                    }
                    do { try worker.save() } catch { failures.record(error) }
                    group.leave()
                }
            }
        }
        for _ in 0..<20 {
            try view.performAndWait { try view.save() }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        XCTAssertNil(failures.first)
        try saveViewAndFlush()
        let rows = try storeRows("SELECT COUNT(*) AS n, COUNT(DISTINCT rank) AS distinct_ranks FROM item")
        XCTAssertEqual(rows.first?["n"], "2000")
        XCTAssertEqual(rows.first?["distinct_ranks"], "2000")
        XCTAssertFalse(view.performAndWait { view.hasChanges })
        XCTAssertEqual(try view.performAndWait { try view.count(FetchRequest<Item>()) }, 2_000)
    }
}

final class FailureLog: Sendable {
    private let errors = Mutex<[String]>([])
    func record(_ error: any Error) { errors.withLock { $0.append(String(describing: error)) } }
    var first: String? { errors.withLock { $0.first } }
}
