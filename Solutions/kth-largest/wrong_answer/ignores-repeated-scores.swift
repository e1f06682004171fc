// WRONG: skips a score that is already on the board (via a set), so repeated scores are
// counted once: it computes the k-th largest *distinct* score.

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
let k = reader.readInt()
var board = Heap<Int>(by: <)
var onBoard = Set<Int>()
var output = ""
for i in 0..<n {
    let score = reader.readInt()
    if !onBoard.contains(score) {
        if board.count < k {
            board.push(score)
            onBoard.insert(score)
        } else if score > board.top! {
            onBoard.remove(board.pop()!)
            board.push(score)
            onBoard.insert(score)
        }
    }
    if i >= k - 1 {
        output += "\(board.top!)\n"
    }
}
print(output, terminator: "")
