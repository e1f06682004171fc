// WRONG: Kahn's algorithm with an ordinary first-in-first-out queue. The order is valid,
// but not necessarily the lexicographically smallest one.

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
let m = reader.readInt()
var unlocks = [[Int]](repeating: [], count: n + 1)
var missing = [Int](repeating: 0, count: n + 1)
for _ in 0..<m {
    let before = reader.readInt()
    let after = reader.readInt()
    unlocks[before].append(after)
    missing[after] += 1
}
var queue = (1...n).filter { missing[$0] == 0 }
var head = 0
while head < queue.count {
    let course = queue[head]
    head += 1
    for next in unlocks[course] {
        missing[next] -= 1
        if missing[next] == 0 { queue.append(next) }
    }
}
print(queue.count == n ? queue.map(String.init).joined(separator: " ") : "IMPOSSIBLE")
