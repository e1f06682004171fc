// Course Schedule (lexicographically smallest topological order)
//
// Key idea: Kahn's algorithm. Count each course's unmet prerequisites; courses with none
// are available. Repeatedly take an available course and, for each rule leaving it,
// decrement the count of the course it unlocks, which becomes available at zero. Using a
// min-heap for the available courses makes every step take the smallest one, which yields
// the lexicographically smallest order. If the heap runs dry before all n courses are
// taken, the remaining courses wait on each other in a cycle.
// O((n + m) log n) time, O(n + m) memory.

import Foundation

/// Reads all of standard input at once and hands out whitespace-separated tokens.
/// (`readLine()` is too slow for hundreds of thousands of numbers.)
struct InputReader {
    private let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    private var index = 0

    private mutating func skipWhitespace() {
        while index < bytes.count && bytes[index] <= 32 { index += 1 }
    }

    mutating func readInt() -> Int {
        skipWhitespace()
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value = 0
        while index < bytes.count && bytes[index] > 32 {
            value = value &* 10 &+ Int(bytes[index] &- 48)   // wrapping, so Int.min parses too
            index += 1
        }
        return negative ? 0 &- value : value
    }
}

/// A binary heap. `areInOrder(a, b)` is true when `a` belongs closer to the top than `b`:
/// pass `<` for a min-heap, `>` for a max-heap.
struct Heap<Element> {
    private var items: [Element] = []
    private let areInOrder: (Element, Element) -> Bool

    init(by areInOrder: @escaping (Element, Element) -> Bool) {
        self.areInOrder = areInOrder
    }

    var count: Int { items.count }
    var isEmpty: Bool { items.isEmpty }
    var top: Element? { items.first }

    mutating func push(_ element: Element) {
        items.append(element)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard areInOrder(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    @discardableResult
    mutating func pop() -> Element? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let removed = items.removeLast()
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < items.count && areInOrder(items[left], items[first]) { first = left }
            if right < items.count && areInOrder(items[right], items[first]) { first = right }
            if first == parent { break }
            items.swapAt(parent, first)
            parent = first
        }
        return removed
    }
}

var reader = InputReader()
let n = reader.readInt()
let m = reader.readInt()
var unlocks = [[Int]](repeating: [], count: n + 1)
var missing = [Int](repeating: 0, count: n + 1)      // unmet prerequisites per course
for _ in 0..<m {
    let before = reader.readInt()
    let after = reader.readInt()
    unlocks[before].append(after)
    missing[after] += 1
}

var available = Heap<Int>(by: <)
for course in 1...n where missing[course] == 0 {
    available.push(course)
}
var order: [Int] = []
order.reserveCapacity(n)
while let course = available.pop() {
    order.append(course)
    for next in unlocks[course] {
        missing[next] -= 1
        if missing[next] == 0 { available.push(next) }
    }
}

print(order.count == n ? order.map(String.init).joined(separator: " ") : "IMPOSSIBLE")
