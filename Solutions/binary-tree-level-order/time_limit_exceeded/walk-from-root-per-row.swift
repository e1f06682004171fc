// SLOW: collects each row with its own depth-first walk from the root, down to that row's
// depth. Correct, but O(n * rows): a complete tree above a long chain takes 10000 walks over
// 190000 nodes.

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
var depth = 0
while n > 0 {
    var row: [Int] = []
    var stack: [(node: Int, depth: Int)] = [(0, 0)]
    while let (v, d) = stack.popLast() {
        if d == depth {
            row.append(badge[v])
            continue
        }
        if right[v] != -1 { stack.append((right[v], d + 1)) }
        if left[v] != -1 { stack.append((left[v], d + 1)) }
    }
    if row.isEmpty { break }
    output += row.map(String.init).joined(separator: " ")
    output += "\n"
    depth += 1
}
print(output, terminator: "")
