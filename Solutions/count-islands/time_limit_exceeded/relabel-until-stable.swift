// SLOW: gives every land cell its own label, then sweeps the whole grid again and again,
// letting each cell take the smallest label among its land neighbours, until a sweep
// changes nothing. Correct, but a winding island needs a sweep per bend: far more than
// O(R * C) work.

import Foundation

/// Reads all of standard input at once and hands out whitespace-separated tokens.
/// (`readLine()` is too slow for hundreds of thousands of tokens.)
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

    mutating func readWord() -> String {
        skipWhitespace()
        let start = index
        while index < bytes.count && bytes[index] > 32 { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}

var reader = InputReader()
let rows = reader.readInt()
let columns = reader.readInt()
var isLand: [Bool] = []
for _ in 0..<rows {
    isLand += reader.readWord().utf8.map { $0 == UInt8(ascii: "#") }
}
var label = Array(0..<(rows * columns))
var changed = true
while changed {
    changed = false
    for cell in 0..<(rows * columns) where isLand[cell] {
        let column = cell % columns
        var best = label[cell]
        if cell >= columns && isLand[cell - columns] { best = min(best, label[cell - columns]) }
        if cell + columns < rows * columns && isLand[cell + columns] { best = min(best, label[cell + columns]) }
        if column > 0 && isLand[cell - 1] { best = min(best, label[cell - 1]) }
        if column < columns - 1 && isLand[cell + 1] { best = min(best, label[cell + 1]) }
        if best < label[cell] {
            label[cell] = best
            changed = true
        }
    }
}
var islands = 0
for cell in 0..<(rows * columns) where isLand[cell] && label[cell] == cell { islands += 1 }
print(islands)
