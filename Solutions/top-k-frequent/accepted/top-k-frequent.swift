// Trending Hashtags (top k frequent words)
//
// Key idea: count the uses of every hashtag with a dictionary, then keep the k best in a
// heap whose top is the *worst* of those kept (fewest uses; among equal counts, the one
// that comes last in dictionary order). Each new hashtag is pushed, and whenever the heap
// grows past k the worst is popped. At the end the heap holds exactly the top k; popping
// them yields worst-to-best, so the list is reversed before printing.
// O(n + d log k) time for d distinct hashtags, O(d) memory.

import Foundation

/// Reads all of standard input at once and hands out whitespace-separated tokens.
/// (`readLine()` is too slow for hundreds of thousands of tokens.)
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

    mutating func readWord() -> String {
        skipWhitespace()
        let start = index
        while index < bytes.count && bytes[index] > 32 { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
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

struct Entry {
    let tag: String
    let uses: Int

    /// True if `self` ranks below `other` in the trending list.
    func ranksBelow(_ other: Entry) -> Bool {
        uses != other.uses ? uses < other.uses : tag > other.tag
    }
}

var reader = InputReader()
let n = reader.readInt()
let k = reader.readInt()
var uses: [String: Int] = [:]
for _ in 0..<n {
    uses[reader.readWord(), default: 0] += 1
}

var kept = Heap<Entry>(by: { $0.ranksBelow($1) })    // top = worst entry kept
for (tag, count) in uses {
    kept.push(Entry(tag: tag, uses: count))
    if kept.count > k { kept.pop() }
}

var ranking: [Entry] = []
while let entry = kept.pop() { ranking.append(entry) }
print(ranking.reversed().map { "\($0.tag) \($0.uses)" }.joined(separator: "\n"))
