// WRONG: breaks ties between equally used hashtags by which appeared first in the input,
// not by dictionary order as the statement asks.

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
let k = reader.readInt()
var uses: [String: Int] = [:]
var firstSeen: [String: Int] = [:]
for position in 0..<n {
    let tag = reader.readWord()
    uses[tag, default: 0] += 1
    if firstSeen[tag] == nil { firstSeen[tag] = position }
}
let ranking = uses.sorted { a, b in
    a.value != b.value ? a.value > b.value : firstSeen[a.key]! < firstSeen[b.key]!
}
print(ranking.prefix(k).map { "\($0.key) \($0.value)" }.joined(separator: "\n"))
