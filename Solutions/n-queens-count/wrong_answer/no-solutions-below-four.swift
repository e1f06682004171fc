// WRONG: "everyone knows" the puzzle has no solution for boards smaller than 4x4, so it
// prints 0 for n < 4. But a 1x1 board without marsh has exactly one placement.

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
let n = reader.readInt()
let allColumns = (1 << n) - 1
var marsh = [Int](repeating: 0, count: n)
for row in 0..<n {
    for (column, plot) in reader.readWord().utf8.enumerated() where plot == UInt8(ascii: "#") {
        marsh[row] |= 1 << column
    }
}
func placements(row: Int, columns: Int, diagonals: Int, antiDiagonals: Int) -> Int {
    if row == n { return 1 }
    var free = allColumns & ~(columns | diagonals | antiDiagonals | marsh[row])
    var count = 0
    while free != 0 {
        let tower = free & -free
        free ^= tower
        count += placements(row: row + 1, columns: columns | tower,
                            diagonals: ((diagonals | tower) << 1) & allColumns,
                            antiDiagonals: (antiDiagonals | tower) >> 1)
    }
    return count
}
print(n < 4 ? 0 : placements(row: 0, columns: 0, diagonals: 0, antiDiagonals: 0))
