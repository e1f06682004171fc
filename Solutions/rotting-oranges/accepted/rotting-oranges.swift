// Spreading Mould (multi-source breadth-first search)
//
// Key idea: the minute at which a crate turns mouldy is its distance to the *nearest*
// mouldy crate at the start, walking through crates only. A breadth-first search computes
// all these distances at once if it starts with every initially mouldy crate in the queue
// (all at distance 0). The BFS proceeds in rounds, one round per minute; the answer is the
// number of rounds that turned at least one crate. If fresh crates remain when the queue is
// empty, they are unreachable: print -1. O(R * C) time and memory.

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
grid.reserveCapacity(rows * columns)
for _ in 0..<rows {
    grid += reader.readWord().utf8
}
let fresh = UInt8(ascii: "F")
let mouldy = UInt8(ascii: "M")

var freshLeft = grid.filter { $0 == fresh }.count
var frontier = grid.indices.filter { grid[$0] == mouldy }   // minute 0: all sources at once
var minutes = 0
var next: [Int] = []

/// Turns a fresh crate mouldy and schedules it for the next round.
func infect(_ cell: Int) {
    if grid[cell] == fresh {
        grid[cell] = mouldy
        next.append(cell)
    }
}

while !frontier.isEmpty && freshLeft > 0 {
    next.removeAll(keepingCapacity: true)
    for cell in frontier {
        let column = cell % columns
        if cell >= columns { infect(cell - columns) }
        if cell + columns < rows * columns { infect(cell + columns) }
        if column > 0 { infect(cell - 1) }
        if column < columns - 1 { infect(cell + 1) }
    }
    if !next.isEmpty { minutes += 1 }
    freshLeft -= next.count
    swap(&frontier, &next)
}

print(freshLeft == 0 ? minutes : -1)
