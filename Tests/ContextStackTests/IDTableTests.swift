@testable import ContextStack
import Dispatch
import XCTest
import Synchronization

/// The lock-free table behind the ID registry: readers on other threads must always find what
/// was published before, and never a wrong value, while the writer inserts, grows and removes.
final class IDTableTests: XCTestCase {
    func testReadersFindEveryPublishedKeyWhileTheTableGrows() {
        let table = IDTable(capacity: 16)
        let total: UInt64 = 200_000
        let published = PublishedCount()
        let wrong = PublishedCount()
        let done = DispatchSemaphore(value: 0)
        let readers = 2
        for r in 0..<readers {
            DispatchQueue.global().async {
                var probe: UInt64 = UInt64(r) + 1
                while published.value < total {
                    let limit = published.value
                    guard limit > 0 else { continue }
                    probe = probe % limit + 1
                    // Keys up to `limit` were published: each must map to its own value.
                    if table.value(for: probe) != probe &* 3 { wrong.increment() }
                    // Keys never inserted must read as absent.
                    if table.value(for: total + probe) != nil { wrong.increment() }
                    probe &+= 7_919
                }
                done.signal()
            }
        }
        for key in 1...total {
            table.insert(key &* 3, for: key)
            published.set(key)
        }
        for _ in 0..<readers { done.wait() }
        XCTAssertEqual(wrong.value, 0, "a reader saw a published key missing or with a wrong value")
        XCTAssertEqual(table.value(for: 1), 3)
        XCTAssertEqual(table.value(for: total), total * 3)
    }

    func testRemovedKeysReadAsAbsentAndCanComeBack() {
        let table = IDTable(capacity: 16)
        for key: UInt64 in 1...100 { table.insert(key + 1_000, for: key) }
        table.remove([5, 50])
        XCTAssertNil(table.value(for: 5))
        XCTAssertNil(table.value(for: 50))
        XCTAssertEqual(table.value(for: 6), 1_006)
        table.insert(7, for: 5)
        XCTAssertEqual(table.value(for: 5), 7)
        // Growing drops the removed keys and keeps the rest.
        for key: UInt64 in 101...1_000 { table.insert(key + 1_000, for: key) }
        XCTAssertNil(table.value(for: 50))
        XCTAssertEqual(table.value(for: 5), 7)
        XCTAssertEqual(table.value(for: 1_000), 2_000)
    }
}

/// A counter other threads read while one thread writes.
private final class PublishedCount: Sendable {
    private let count = Mutex<UInt64>(0)
    var value: UInt64 { count.withLock { $0 } }
    func set(_ n: UInt64) { count.withLock { $0 = n } }
    func increment() { count.withLock { $0 += 1 } }
}
