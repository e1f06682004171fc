// SLOW: at every step scans all courses from 1 upwards for the smallest one that is not
// taken and has no unmet prerequisites. Correct, but O(n^2).

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
var taken = [Bool](repeating: false, count: n + 1)
var order: [Int] = []
while order.count < n {
    guard let course = (1...n).first(where: { !taken[$0] && missing[$0] == 0 }) else { break }
    taken[course] = true
    order.append(course)
    for next in unlocks[course] { missing[next] -= 1 }
}
print(order.count == n ? order.map(String.init).joined(separator: " ") : "IMPOSSIBLE")
