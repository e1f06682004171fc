// SLOW: for every output element, scans the fronts of all k lists for the smallest.
// Correct, but O(N * k).

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
let k = reader.readInt()
var lists: [[Int]] = []
var total = 0
for _ in 0..<k {
    let m = reader.readInt()
    total += m
    lists.append((0..<m).map { _ in reader.readInt() })
}
var position = [Int](repeating: 0, count: k)
var merged: [String] = []
for _ in 0..<total {
    var best = -1
    for i in 0..<k where position[i] < lists[i].count {
        if best == -1 || lists[i][position[i]] < lists[best][position[best]] { best = i }
    }
    merged.append(String(lists[best][position[best]]))
    position[best] += 1
}
print(merged.joined(separator: " "))
