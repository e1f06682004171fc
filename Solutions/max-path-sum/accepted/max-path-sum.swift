// Most Scenic Trail (maximum path sum in a binary tree)
//
// Key idea: every trail has one highest viewpoint, where it may bend. For each viewpoint v
// let down(v) be the best trail that starts at v and only goes down:
//     down(v) = score(v) + max(0, down(left), down(right))
// (a negative branch is better left out). The best trail bending at v is
//     score(v) + max(0, down(left)) + max(0, down(right)),
// and the answer is the maximum of that over all v. Children must be handled before their
// parent, so we list the nodes in pre-order with an explicit stack and process that list
// backwards: no recursion, so a chain of 200000 viewpoints is fine. Sums reach 2 * 10^14,
// which needs 64-bit integers (Swift's Int). O(n) time and memory.

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

// Pre-order: every parent appears before its children.
var preorder: [Int] = []
preorder.reserveCapacity(n)
var stack = [0]
while let node = stack.popLast() {
    preorder.append(node)
    if left[node] != -1 { stack.append(left[node]) }
    if right[node] != -1 { stack.append(right[node]) }
}

var down = [Int](repeating: 0, count: n)
var best = Int.min
for node in preorder.reversed() {
    let leftGain = left[node] == -1 ? 0 : max(0, down[left[node]])
    let rightGain = right[node] == -1 ? 0 : max(0, down[right[node]])
    down[node] = score[node] + max(leftGain, rightGain)
    best = max(best, score[node] + leftGain + rightGain)
}
print(best)
