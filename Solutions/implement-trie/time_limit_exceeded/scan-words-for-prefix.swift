// SLOW: keeps the distinct words in a set, which answers search at once, but startsWith
// compares the prefix with every word: O(number of words) per query.

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
            value = value &* 10 &+ Int(bytes[index] &- 48)
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

var words = Set<String>()
var list: [String] = []
var reader = InputReader()
let operationCount = reader.readInt()
var output = ""
for _ in 0..<operationCount {
    let operation = reader.readWord()
    let word = reader.readWord()
    switch operation {
    case "insert":
        if words.insert(word).inserted { list.append(word) }
    case "search":
        output += words.contains(word) ? "true\n" : "false\n"
    default:
        output += list.contains { $0.hasPrefix(word) } ? "true\n" : "false\n"
    }
}
print(output, terminator: "")
