// Counting Islands (connected components in a grid)
//
// Key idea: scan the grid; every land cell that has not been visited yet starts a new
// island. Flood-fill that island right away, turning its cells into water so they are never
// counted again. The flood fill uses an explicit stack of cell indices (row * C + column)
// instead of recursion, so a winding island of half a million cells cannot overflow the
// call stack. Every cell is pushed at most once: O(R * C) time and memory.

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
isLand.reserveCapacity(rows * columns)
for _ in 0..<rows {
    isLand += reader.readWord().utf8.map { $0 == UInt8(ascii: "#") }
}

var islands = 0
var stack: [Int] = []

/// Marks a land cell as visited (by turning it into water) and queues it for the fill.
func sink(_ cell: Int) {
    if isLand[cell] {
        isLand[cell] = false
        stack.append(cell)
    }
}

for start in 0..<(rows * columns) where isLand[start] {
    islands += 1
    sink(start)
    while let cell = stack.popLast() {
        let column = cell % columns
        if cell >= columns { sink(cell - columns) }                 // up
        if cell + columns < rows * columns { sink(cell + columns) } // down
        if column > 0 { sink(cell - 1) }                            // left
        if column < columns - 1 { sink(cell + 1) }                  // right
    }
}
print(islands)
