// SLOW: for every node, walks its entire left subtree (all keys must be smaller) and its
// entire right subtree (all keys must be larger). Correct, but O(n^2) on a deep chain.

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

var reader = InputReader()
let n = reader.readInt()
var key = [Int](repeating: 0, count: n)
var left = [Int](repeating: -1, count: n)
var right = [Int](repeating: -1, count: n)
for node in 0..<n {
    key[node] = reader.readInt()
    left[node] = reader.readInt()
    right[node] = reader.readInt()
}

/// Does every key in the subtree under `start` satisfy `test`?
func allKeys(under start: Int, _ test: (Int) -> Bool) -> Bool {
    var stack = start == -1 ? [] : [start]
    while let node = stack.popLast() {
        if !test(key[node]) { return false }
        if left[node] != -1 { stack.append(left[node]) }
        if right[node] != -1 { stack.append(right[node]) }
    }
    return true
}

var valid = true
for node in 0..<n {
    if !allKeys(under: left[node], { $0 < key[node] }) || !allKeys(under: right[node], { $0 > key[node] }) {
        valid = false
        break
    }
}
print(valid ? "YES" : "NO")
