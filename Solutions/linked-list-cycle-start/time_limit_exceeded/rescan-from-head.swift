// SLOW: after each step, walks again from the head to see whether the current card was
// already visited. Correct, but O(n^2) on a long hunt.

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
let head = reader.readInt()
let next = (0..<n).map { _ in reader.readInt() }

var answer = -1
var current = head
var steps = 0
search: while current != -1 {
    var earlier = head
    for _ in 0..<steps {
        if earlier == current { answer = current; break search }
        earlier = next[earlier]
    }
    current = next[current]
    steps += 1
}
print(answer)
