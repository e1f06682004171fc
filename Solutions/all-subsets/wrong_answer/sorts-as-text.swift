// WRONG: sorts the tags as strings, so "10" comes before "9" and the order of the baskets
// is not numeric.

import Foundation

/// Reads all of standard input at once and hands out whitespace-separated tokens.
/// (`readLine()` is too slow for hundreds of thousands of numbers.)
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
}

var reader = InputReader()
let n = reader.readInt()
let tags = (0..<n).map { _ in String(reader.readInt()) }.sorted()
var chosen: [String] = []
var lines: [String] = []
func extend(from start: Int) {
    lines.append(([String(chosen.count)] + chosen).joined(separator: " "))
    for i in start..<n {
        if i > start && tags[i] == tags[i - 1] { continue }
        chosen.append(tags[i])
        extend(from: i + 1)
        chosen.removeLast()
    }
}
extend(from: 0)
print(lines.count)
print(lines.joined(separator: "\n"))
