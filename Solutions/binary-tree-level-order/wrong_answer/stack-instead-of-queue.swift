// WRONG: walks the tree with a stack instead of a queue, pushing the left child before the
// right one, and files every node under its depth. The right child is popped first, so
// every row comes out from right to left.

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

var rows: [[Int]] = []
var stack: [(node: Int, depth: Int)] = n > 0 ? [(0, 0)] : []
while let (v, depth) = stack.popLast() {
    if depth == rows.count { rows.append([]) }
    rows[depth].append(badge[v])
    if left[v] != -1 { stack.append((left[v], depth + 1)) }
    if right[v] != -1 { stack.append((right[v], depth + 1)) }
}
var output = ""
for row in rows {
    output += row.map(String.init).joined(separator: " ")
    output += "\n"
}
print(output, terminator: "")
