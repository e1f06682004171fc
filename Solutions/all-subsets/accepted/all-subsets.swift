// Every Possible Basket (all distinct subsets in lexicographic order)
//
// Key idea: sort the tags, then backtrack. A call `extend(from: start)` first records the
// basket chosen so far, then tries each position i >= start as the next (larger or equal)
// tag, recursing with start = i + 1. Because the tags are sorted and candidates are tried
// left to right, the baskets come out exactly in lexicographic order: a basket is printed
// before its extensions, and extensions by smaller tags come first.
// Duplicates: at one step, trying a tag equal to the previous candidate would rebuild the
// same baskets, so it is skipped (`i > start && tags[i] == tags[i - 1]`).
// O(2^n * n) time, the size of the output.

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
let tags = (0..<n).map { _ in reader.readInt() }.sorted()

var chosen: [Int] = []
var lines: [String] = []

func extend(from start: Int) {
    lines.append(([chosen.count] + chosen).map(String.init).joined(separator: " "))
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
