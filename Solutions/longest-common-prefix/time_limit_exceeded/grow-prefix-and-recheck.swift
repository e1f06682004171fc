// SLOW: tries prefixes of the first word of length 1, 2, 3, ... and rechecks every word
// with hasPrefix each time. Correct, but quadratic in the word length.

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
let words = (0..<n).map { _ in reader.readWord() }
let first = words[0]
var common = 0
while common < first.count {
    let candidate = String(first.prefix(common + 1))
    if !words.allSatisfy({ $0.hasPrefix(candidate) }) { break }
    common += 1
}
print(common)
if common > 0 {
    print(first.prefix(common))
}
