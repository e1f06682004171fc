// WRONG: trie + depth-first search, but it never marks the cells on the current path, so a
// word may step back onto a cell it already used (e.g. "aba" from a grid holding just "ab").

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
var grid: [Int] = []
for _ in 0..<rows {
    grid += reader.readWord().utf8.map { Int($0 - 97) }
}
var children = [Int32](repeating: 0, count: 26)
var word: [String?] = [nil]
for _ in 0..<reader.readInt() {
    let text = reader.readWord()
    var node = 0
    for byte in text.utf8 {
        let slot = node * 26 + Int(byte - 97)
        if children[slot] == 0 {
            children[slot] = Int32(word.count)
            word.append(nil)
            children.append(contentsOf: repeatElement(0, count: 26))
        }
        node = Int(children[slot])
    }
    word[node] = text
}
var found: [String] = []
func search(_ row: Int, _ column: Int, _ parent: Int) {
    let node = Int(children[parent * 26 + grid[row * columns + column]])
    if node == 0 { return }
    if let w = word[node] { found.append(w); word[node] = nil }
    for (dr, dc) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
        let r = row + dr, c = column + dc
        if r >= 0 && r < rows && c >= 0 && c < columns { search(r, c, node) }
    }
}
for row in 0..<rows { for column in 0..<columns { search(row, column, 0) } }
found.sort()
print(([String(found.count)] + found).joined(separator: "\n"))
