// SLOW: for every person, climbs parent by parent up to the founder. Correct, but O(n^2)
// when the tree is one long chain.

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
let parent = (0..<n).map { _ in reader.readInt() }
var best = 0
for person in 0..<n {
    var length = 1
    var current = person
    while parent[current] != -1 {
        current = parent[current]
        length += 1
    }
    best = max(best, length)
}
print(best)
