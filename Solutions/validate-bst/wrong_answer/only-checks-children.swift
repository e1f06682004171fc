// WRONG: checks every node only against its own two children. A key deeper down can still
// be on the wrong side of an ancestor (e.g. 10 -> left 5 -> right 12).

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
var valid = true
for node in 0..<n {
    if left[node] != -1 && key[left[node]] >= key[node] { valid = false }
    if right[node] != -1 && key[right[node]] <= key[node] { valid = false }
}
print(valid ? "YES" : "NO")
