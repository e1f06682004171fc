// Least Recently Used Cache
//
// Key idea: keep the cached tiles in a doubly linked list ordered by recency (most recent
// right after a sentinel node, least recent just before it), plus a hash map from key to
// list node. A use unlinks the node and relinks it at the front; an eviction removes the
// node just before the sentinel. Every operation is O(1).
//
// The list lives in parallel arrays (`previous`, `next`, ...) indexed by node number, which
// is simpler and faster in Swift than class-based nodes. Node 0 is the sentinel.

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

struct LRUCache {
    private let capacity: Int
    private var nodeOfKey: [Int: Int] = [:]
    private var keys = [0]          // node -> key (node 0 is the sentinel)
    private var values = [0]
    private var previous = [0]
    private var next = [0]

    init(capacity: Int) {
        self.capacity = capacity
        nodeOfKey.reserveCapacity(capacity)
    }

    private mutating func unlink(_ node: Int) {
        next[previous[node]] = next[node]
        previous[next[node]] = previous[node]
    }

    private mutating func pushFront(_ node: Int) {
        previous[node] = 0
        next[node] = next[0]
        previous[next[0]] = node
        next[0] = node
    }

    mutating func get(_ key: Int) -> Int? {
        guard let node = nodeOfKey[key] else { return nil }
        unlink(node)
        pushFront(node)
        return values[node]
    }

    mutating func put(_ key: Int, _ value: Int) {
        if let node = nodeOfKey[key] {
            values[node] = value
            unlink(node)
            pushFront(node)
            return
        }
        let node: Int
        if nodeOfKey.count == capacity {
            node = previous[0]                     // least recently used: reuse its node
            unlink(node)
            nodeOfKey[keys[node]] = nil
            keys[node] = key
            values[node] = value
        } else {
            node = keys.count
            keys.append(key)
            values.append(value)
            previous.append(0)
            next.append(0)
        }
        nodeOfKey[key] = node
        pushFront(node)
    }
}

var reader = InputReader()
var cache = LRUCache(capacity: reader.readInt())
let operationCount = reader.readInt()
var output = ""
for _ in 0..<operationCount {
    if reader.readWord() == "get" {
        output += "\(cache.get(reader.readInt()) ?? -1)\n"
    } else {
        let key = reader.readInt()
        cache.put(key, reader.readInt())
    }
}
print(output, terminator: "")
