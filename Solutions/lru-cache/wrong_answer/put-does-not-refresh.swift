// WRONG: when `put` hits a key already in the cache it only replaces the value and forgets
// to mark the tile as just used, so a later eviction throws out the wrong tile.

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

var reader = InputReader()
let capacity = reader.readInt()
let operationCount = reader.readInt()
var nodeOfKey: [Int: Int] = [:]
var keys = [0], values = [0], previous = [0], next = [0]

func unlink(_ node: Int) {
    next[previous[node]] = next[node]
    previous[next[node]] = previous[node]
}
func pushFront(_ node: Int) {
    previous[node] = 0
    next[node] = next[0]
    previous[next[0]] = node
    next[0] = node
}

var output = ""
for _ in 0..<operationCount {
    if reader.readWord() == "get" {
        if let node = nodeOfKey[reader.readInt()] {
            unlink(node)
            pushFront(node)
            output += "\(values[node])\n"
        } else {
            output += "-1\n"
        }
    } else {
        let key = reader.readInt()
        let value = reader.readInt()
        if let node = nodeOfKey[key] {
            values[node] = value                  // bug: recency not refreshed
            continue
        }
        let node: Int
        if nodeOfKey.count == capacity {
            node = previous[0]
            unlink(node)
            nodeOfKey[keys[node]] = nil
            keys[node] = key
            values[node] = value
        } else {
            node = keys.count
            keys.append(key); values.append(value); previous.append(0); next.append(0)
        }
        nodeOfKey[key] = node
        pushFront(node)
    }
}
print(output, terminator: "")
