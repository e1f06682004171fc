// SLOW: after every score, sorts everything seen so far and reads the k-th largest.
// Correct, but O(n^2 log n).

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
let k = reader.readInt()
var scores: [Int] = []
var output = ""
for i in 0..<n {
    scores.append(reader.readInt())
    if i >= k - 1 {
        output += "\(scores.sorted(by: >)[k - 1])\n"
    }
}
print(output, terminator: "")
