// SLOW: lifts the deeper employee one manager at a time, then both together until they
// meet. Correct, but O(depth) per query: O(n * q) on a deep chart.

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
let queryCount = reader.readInt()
let manager = (0..<n).map { _ in reader.readInt() }
var reports = [[Int]](repeating: [], count: n)
var ceo = 0
for person in 0..<n {
    if manager[person] == -1 { ceo = person } else { reports[manager[person]].append(person) }
}
var depth = [Int](repeating: 0, count: n)
var queue = [ceo]
var head = 0
while head < queue.count {
    let person = queue[head]
    head += 1
    for report in reports[person] {
        depth[report] = depth[person] + 1
        queue.append(report)
    }
}
var output = ""
for _ in 0..<queryCount {
    var a = reader.readInt()
    var b = reader.readInt()
    while depth[a] > depth[b] { a = manager[a] }
    while depth[b] > depth[a] { b = manager[b] }
    while a != b {
        a = manager[a]
        b = manager[b]
    }
    output += "\(a)\n"
}
print(output, terminator: "")
