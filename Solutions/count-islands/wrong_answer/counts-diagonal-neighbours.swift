// WRONG: the flood fill also steps to the four diagonal neighbours, so islands that only
// touch at a corner are merged into one.

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
var islands = 0
var stack: [(Int, Int)] = []
for r in 0..<rows {
    for c in 0..<columns where isLand[r * columns + c] {
        islands += 1
        isLand[r * columns + c] = false
        stack.append((r, c))
        while let (row, column) = stack.popLast() {
            for dr in -1...1 {
                for dc in -1...1 {
                    let nr = row + dr, nc = column + dc
                    if nr >= 0 && nr < rows && nc >= 0 && nc < columns && isLand[nr * columns + nc] {
                        isLand[nr * columns + nc] = false
                        stack.append((nr, nc))
                    }
                }
            }
        }
    }
}
print(islands)
