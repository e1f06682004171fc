// WRONG: runs Floyd's tortoise and hare but reports the meeting point itself. The meeting
// point is somewhere inside the loop, not necessarily where the loop begins.

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

var tortoise = head
var hare = head
var answer = -1
while next[hare] != -1 && next[next[hare]] != -1 {
    hare = next[next[hare]]
    tortoise = next[tortoise]
    if tortoise == hare { answer = hare; break }
}
print(answer)
