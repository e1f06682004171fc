// Watchtowers on the Marsh (N-queens counting with blocked cells)
//
// Key idea: place one tower per row, top to bottom, and backtrack. Describe what the towers
// above attack in the current row with three bit masks:
//   columns       - columns already used,
//   diagonals     - squares attacked along "\" diagonals (shift left by one per row),
//   antiDiagonals - squares attacked along "/" diagonals (shift right by one per row).
// The free plots of a row are then ~(columns | diagonals | antiDiagonals | marsh[row]),
// limited to the n board columns, and we try them one bit at a time
// (`free & -free` isolates the lowest set bit). No board array, no attack scans: each
// step is a handful of bit operations. Recursion depth is only n <= 14.

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
let allColumns = (1 << n) - 1        // one bit per column of the board
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
        count += placements(row: row + 1,
                            columns: columns | tower,
                            diagonals: ((diagonals | tower) << 1) & allColumns,
                            antiDiagonals: (antiDiagonals | tower) >> 1)
    }
    return count
}

print(placements(row: 0, columns: 0, diagonals: 0, antiDiagonals: 0))
