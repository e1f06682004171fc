// Binary Tree Level Order
//
// Key idea: breadth-first search one row at a time. The current row is a list of nodes; the
// next row is their children, left before right, in the same order. Print each row as it is
// formed. Every node enters one row: O(n).

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
            value = value &* 10 &+ Int(bytes[index] &- 48)
            index += 1
        }
        return negative ? 0 &- value : value
    }
}

var reader = InputReader()
let n = reader.readInt()
var badge = [Int](repeating: 0, count: n)
var left = [Int](repeating: -1, count: n)
var right = [Int](repeating: -1, count: n)
for i in 0..<n {
    badge[i] = reader.readInt()
    left[i] = reader.readInt()
    right[i] = reader.readInt()
}

var output = ""
var row = n > 0 ? [0] : []
while !row.isEmpty {
    output += row.map { String(badge[$0]) }.joined(separator: " ")
    output += "\n"
    var next: [Int] = []
    for v in row {
        if left[v] != -1 { next.append(left[v]) }
        if right[v] != -1 { next.append(right[v]) }
    }
    row = next
}
print(output, terminator: "")
