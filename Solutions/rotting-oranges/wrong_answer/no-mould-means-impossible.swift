// WRONG: returns -1 straight away when there is no mouldy crate, forgetting that a
// warehouse with no fresh crates at all is already done (answer 0).

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
var frontier = grid.indices.filter { grid[$0] == mouldy }
if frontier.isEmpty {
    print(-1)
} else {
    var freshLeft = grid.filter { $0 == fresh }.count
    var minutes = 0
    while !frontier.isEmpty && freshLeft > 0 {
        var next: [Int] = []
        for cell in frontier {
            let column = cell % columns
            var around: [Int] = []
            if cell >= columns { around.append(cell - columns) }
            if cell + columns < rows * columns { around.append(cell + columns) }
            if column > 0 { around.append(cell - 1) }
            if column < columns - 1 { around.append(cell + 1) }
            for neighbour in around where grid[neighbour] == fresh {
                grid[neighbour] = mouldy
                next.append(neighbour)
            }
        }
        if !next.isEmpty { minutes += 1 }
        freshLeft -= next.count
        frontier = next
    }
    print(freshLeft == 0 ? minutes : -1)
}
