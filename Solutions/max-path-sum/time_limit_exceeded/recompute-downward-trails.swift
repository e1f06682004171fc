// SLOW: for every viewpoint, recomputes the best downward trails of its children by
// walking their whole subtrees. Correct, but O(n^2) on a deep tree.

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
var score = [Int](repeating: 0, count: n)
var left = [Int](repeating: -1, count: n)
var right = [Int](repeating: -1, count: n)
for node in 0..<n {
    score[node] = reader.readInt()
    left[node] = reader.readInt()
    right[node] = reader.readInt()
}

/// Best trail going down from `start` (iterative: collect the subtree, then fold it up).
func bestDown(from start: Int) -> Int {
    if start == -1 { return 0 }
    var preorder: [Int] = []
    var stack = [start]
    while let node = stack.popLast() {
        preorder.append(node)
        if left[node] != -1 { stack.append(left[node]) }
        if right[node] != -1 { stack.append(right[node]) }
    }
    var down: [Int: Int] = [:]
    for node in preorder.reversed() {
        let l = left[node] == -1 ? 0 : max(0, down[left[node]]!)
        let r = right[node] == -1 ? 0 : max(0, down[right[node]]!)
        down[node] = score[node] + max(l, r)
    }
    return down[start]!
}

var best = Int.min
for node in 0..<n {
    best = max(best, score[node] + max(0, bestDown(from: left[node])) + max(0, bestDown(from: right[node])))
}
print(best)
