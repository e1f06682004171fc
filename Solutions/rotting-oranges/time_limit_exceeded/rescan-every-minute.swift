// SLOW: simulates minute by minute, scanning the whole grid each minute for fresh crates
// next to mould. Correct, but O((R * C)^2) when the mould crawls along a long path.

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
var grid: [UInt8] = []
for _ in 0..<rows { grid += reader.readWord().utf8 }
let fresh = UInt8(ascii: "F"), mouldy = UInt8(ascii: "M")
var minutes = 0
while true {
    var turning: [Int] = []
    for cell in grid.indices where grid[cell] == fresh {
        let column = cell % columns
        if (cell >= columns && grid[cell - columns] == mouldy)
            || (cell + columns < rows * columns && grid[cell + columns] == mouldy)
            || (column > 0 && grid[cell - 1] == mouldy)
            || (column < columns - 1 && grid[cell + 1] == mouldy) {
            turning.append(cell)
        }
    }
    if turning.isEmpty { break }
    for cell in turning { grid[cell] = mouldy }
    minutes += 1
}
print(grid.contains(fresh) ? -1 : minutes)
