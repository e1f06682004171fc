// Running Median (two heaps)
//
// Key idea: split the readings into a lower half and an upper half. The lower half lives in
// a max-heap, the upper half in a min-heap, and every value in the lower half is <= every
// value in the upper half. Keep the sizes balanced so the lower half has the same number of
// elements as the upper half, or one more. Then the lower median is simply the top of the
// lower half. Each reading: push it to the correct side (compare with the lower half's
// top), then move one top across if the sizes drifted apart. O(log n) per reading.

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
var lowerHalf = Heap<Int>(by: >)    // max-heap
var upperHalf = Heap<Int>(by: <)    // min-heap
var output = ""
for _ in 0..<n {
    let reading = reader.readInt()
    if let lowerTop = lowerHalf.top, reading > lowerTop {
        upperHalf.push(reading)
    } else {
        lowerHalf.push(reading)
    }
    // Rebalance: lower has either as many elements as upper, or exactly one more.
    if lowerHalf.count > upperHalf.count + 1 {
        upperHalf.push(lowerHalf.pop()!)
    } else if upperHalf.count > lowerHalf.count {
        lowerHalf.push(upperHalf.pop()!)
    }
    output += "\(lowerHalf.top!)\n"
}
print(output, terminator: "")
