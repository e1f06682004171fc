// SLOW: turns each group around by swapping cargo codes pairwise (1st with k-th, 2nd with
// (k-1)-th, ...), walking from the group's start to find every partner. Correct, but
// O(k^2) per group, O(n * k) in total.

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
let k = reader.readInt()
let head = reader.readInt()
var cargo = [Int](repeating: 0, count: n)
var next = [Int](repeating: -1, count: n)
for slot in 0..<n {
    cargo[slot] = reader.readInt()
    next[slot] = reader.readInt()
}

/// The wagon `steps` places behind `start` (or -1).
func walk(from start: Int, steps: Int) -> Int {
    var wagon = start
    for _ in 0..<steps where wagon != -1 { wagon = next[wagon] }
    return wagon
}

var groupStart = head
while walk(from: groupStart, steps: k - 1) != -1 && groupStart != -1 {
    var left = groupStart
    for i in 0..<(k / 2) {
        let right = walk(from: groupStart, steps: k - 1 - i)
        cargo.swapAt(left, right)
        left = next[left]
    }
    groupStart = walk(from: groupStart, steps: k)
}

var codes: [String] = []
var wagon = head
while wagon != -1 {
    codes.append(String(cargo[wagon]))
    wagon = next[wagon]
}
print(codes.joined(separator: " "))
