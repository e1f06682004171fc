// Reverse a Linked List
//
// Key idea: walk the list once with two cursors, `previous` and `current`. At each node,
// remember where it used to point, turn its pointer back to `previous`, then step forward.
// When `current` falls off the end, `previous` is the old tail, which is the new head.
// O(n) time, O(1) extra memory.

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
var next = [Int](repeating: -1, count: n)
for slot in 0..<n {
    _ = reader.readInt()          // the song id: not needed to rewire the pointers
    next[slot] = reader.readInt()
}

var previous = -1
var current = head
while current != -1 {
    let following = next[current]
    next[current] = previous      // turn this pointer around
    previous = current
    current = following
}

var output = "\(previous)\n"
output += next.map(String.init).joined(separator: " ")
output += "\n"
print(output, terminator: "")
