// Word Hunt (find dictionary words in a letter grid: trie + depth-first search)
//
// Key idea: build a trie of all candidate words, then start one depth-first search from
// every cell. The search carries the trie node for the letters spelled so far; stepping
// onto a cell follows that cell's letter in the trie, and a path stops as soon as the trie
// has no such child, i.e. no candidate starts with those letters. Words sharing a prefix
// share the exploration, so the grid is walked once for the whole dictionary rather than
// once per word. A found word is unmarked in the trie so it is reported only once (this
// also deduplicates repeated candidates). Cells on the current path are marked as used.
// Words have at most 10 letters, so the recursion is at most 10 deep.

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

struct Trie {
    var children = [Int32](repeating: 0, count: 26)   // children[node * 26 + letter], 0 = none
    var word: [String?] = [nil]                        // the candidate ending at a node

    mutating func insert(_ text: String) {
        var node = 0
        for byte in text.utf8 {
            let slot = node * 26 + Int(byte - UInt8(ascii: "a"))
            if children[slot] == 0 {
                children[slot] = Int32(word.count)
                word.append(nil)
                children.append(contentsOf: repeatElement(0, count: 26))
            }
            node = Int(children[slot])
        }
        word[node] = text
    }
}

var reader = InputReader()
let rows = reader.readInt()
let columns = reader.readInt()
var grid: [Int] = []                                   // letter index of each cell, row-major
for _ in 0..<rows {
    grid += reader.readWord().utf8.map { Int($0 - UInt8(ascii: "a")) }
}
var trie = Trie()
for _ in 0..<reader.readInt() {
    trie.insert(reader.readWord())
}

var used = [Bool](repeating: false, count: rows * columns)
var found: [String] = []

func search(row: Int, column: Int, from parent: Int) {
    let cell = row * columns + column
    let node = Int(trie.children[parent * 26 + grid[cell]])
    if node == 0 { return }                            // no candidate continues this way
    if let word = trie.word[node] {
        found.append(word)
        trie.word[node] = nil                          // report each word once
    }
    used[cell] = true
    for (dr, dc) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
        let r = row + dr, c = column + dc
        if r >= 0 && r < rows && c >= 0 && c < columns && !used[r * columns + c] {
            search(row: r, column: c, from: node)
        }
    }
    used[cell] = false
}

for row in 0..<rows {
    for column in 0..<columns {
        search(row: row, column: column, from: 0)
    }
}

found.sort()
print(([String(found.count)] + found).joined(separator: "\n"))
