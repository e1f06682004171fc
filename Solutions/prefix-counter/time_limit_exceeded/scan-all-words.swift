// SLOW: keeps a plain list of learnt words and tests every one with hasPrefix on each
// count. Correct, but O(number of words) per query.

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
let operationCount = reader.readInt()
var words: [String] = []
var output = ""
for _ in 0..<operationCount {
    let operation = reader.readWord()
    let word = reader.readWord()
    if operation == "add" {
        words.append(word)
    } else {
        output += "\(words.filter { $0.hasPrefix(word) }.count)\n"
    }
}
print(output, terminator: "")
