// SLOW: keeps the tiles in an array ordered from least to most recently used and searches
// it linearly on every operation. Correct, but O(c) per operation.

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
let capacity = reader.readInt()
let operationCount = reader.readInt()
var tiles: [(key: Int, value: Int)] = []
var output = ""
for _ in 0..<operationCount {
    if reader.readWord() == "get" {
        let key = reader.readInt()
        if let i = tiles.firstIndex(where: { $0.key == key }) {
            let tile = tiles.remove(at: i)
            tiles.append(tile)
            output += "\(tile.value)\n"
        } else {
            output += "-1\n"
        }
    } else {
        let key = reader.readInt()
        let value = reader.readInt()
        if let i = tiles.firstIndex(where: { $0.key == key }) {
            tiles.remove(at: i)
        } else if tiles.count == capacity {
            tiles.removeFirst()
        }
        tiles.append((key, value))
    }
}
print(output, terminator: "")
