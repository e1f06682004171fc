// Longest Common Prefix
//
// Key idea: the answer is a prefix of the first word. Keep its length `common` and let
// every other word shrink it: compare letter by letter up to `common` and stop at the first
// mismatch (or at the end of the shorter word). Each letter is compared at most once per
// word, so the whole scan is O(total length).
//
// (A trie gives the same answer: insert all words and walk down from the root while the
// current node has exactly one child and no word ends there.)

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
let first = Array(reader.readWord().utf8)
var common = first.count
for _ in 1..<n {
    let word = Array(reader.readWord().utf8)
    var matched = 0
    while matched < min(common, word.count) && word[matched] == first[matched] {
        matched += 1
    }
    common = matched
}

print(common)
if common > 0 {
    print(String(decoding: first[0..<common], as: UTF8.self))
}
