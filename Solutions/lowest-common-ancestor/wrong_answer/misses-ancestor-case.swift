// WRONG: binary lifting without the check "after equalising depths, are they the same
// person?". When one employee is above the other it returns that person's manager instead.

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
var levels = 1
while (1 << levels) < n { levels += 1 }
var up = [[Int]](repeating: [], count: levels)
up[0] = (0..<n).map { manager[$0] == -1 ? $0 : manager[$0] }
for j in 1..<max(levels, 1) {
    let half = up[j - 1]
    up[j] = half.map { half[$0] }
}
var output = ""
for _ in 0..<queryCount {
    var a = reader.readInt()
    var b = reader.readInt()
    if depth[a] < depth[b] { swap(&a, &b) }
    var difference = depth[a] - depth[b]
    var j = 0
    while difference > 0 {
        if difference & 1 == 1 { a = up[j][a] }
        difference >>= 1
        j += 1
    }
    for j in stride(from: levels - 1, through: 0, by: -1) where up[j][a] != up[j][b] {
        a = up[j][a]
        b = up[j][b]
    }
    output += "\(up[0][a])\n"
}
print(output, terminator: "")
