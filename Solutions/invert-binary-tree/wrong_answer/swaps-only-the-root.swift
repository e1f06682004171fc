// WRONG: exchanges only the root's two subtrees, not the children inside them.

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
var value = [Int](repeating: 0, count: n)
var left = [Int](repeating: -1, count: n)
var right = [Int](repeating: -1, count: n)
for i in 0..<n {
    value[i] = reader.readInt()
    left[i] = reader.readInt()
    right[i] = reader.readInt()
}

if n > 0 { swap(&left[0], &right[0]) }

/// The tree rooted at node 0 in level order: the root, then both child slots of every
/// written node, breadth first, with "null" for a missing child; trailing nulls dropped.
func levelOrder() -> String {
    guard n > 0 else { return "" }
    var tokens = [String(value[0])]
    var queue = [0]
    var head = 0
    while head < queue.count {
        let v = queue[head]
        head += 1
        for child in [left[v], right[v]] {
            if child == -1 {
                tokens.append("null")
            } else {
                tokens.append(String(value[child]))
                queue.append(child)
            }
        }
    }
    while tokens.last == "null" { tokens.removeLast() }
    return tokens.joined(separator: " ")
}

print(levelOrder())
