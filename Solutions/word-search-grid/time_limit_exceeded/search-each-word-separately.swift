// SLOW: for every distinct candidate, runs its own backtracking search from every cell.
// Correct, but candidates sharing long prefixes redo the same exploration each time.

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
for _ in 0..<rows {
    grid += Array(reader.readWord().utf8)
}
let candidates = Set((0..<reader.readInt()).map { _ in reader.readWord() })
var used = [Bool](repeating: false, count: rows * columns)

func spells(_ word: [UInt8], _ index: Int, _ row: Int, _ column: Int) -> Bool {
    let cell = row * columns + column
    if used[cell] || grid[cell] != word[index] { return false }
    if index == word.count - 1 { return true }
    used[cell] = true
    defer { used[cell] = false }
    for (dr, dc) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
        let r = row + dr, c = column + dc
        if r >= 0 && r < rows && c >= 0 && c < columns && spells(word, index + 1, r, c) {
            return true
        }
    }
    return false
}

var found: [String] = []
for candidate in candidates {
    let letters = Array(candidate.utf8)
    search: for row in 0..<rows {
        for column in 0..<columns where spells(letters, 0, row, column) {
            found.append(candidate)
            break search
        }
    }
}
found.sort()
print(([String(found.count)] + found).joined(separator: "\n"))
