// WRONG: borrows the "sort, then compare the first and last word" trick but forgets to
// sort, so the words in between are never looked at.

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
let words = (0..<n).map { _ in Array(reader.readWord().utf8) }
let first = words[0]
let last = words[n - 1]
var common = 0
while common < min(first.count, last.count) && first[common] == last[common] {
    common += 1
}
print(common)
if common > 0 {
    print(String(decoding: first[0..<common], as: UTF8.self))
}
