// WRONG: ignores the given head and starts the walk at slot 0, as if the first
// slot always held the first song. Works when the head happens to be slot 0.

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
_ = reader.readInt()
var next = [Int](repeating: -1, count: n)
for slot in 0..<n {
    _ = reader.readInt()
    next[slot] = reader.readInt()
}
var previous = -1
var current = n > 0 ? 0 : -1
while current != -1 {
    let following = next[current]
    next[current] = previous
    previous = current
    current = following
}
print(previous)
print(next.map(String.init).joined(separator: " "))
