// WRONG: assumes the best pair always contains the largest number and only tries partners
// for it. For 8 7 15 it finds 15 XOR 7 = 8, but 8 XOR 7 = 15 is better.

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
let values = (0..<n).map { _ in reader.readInt() }
let largest = values.max()!
print(values.map { $0 ^ largest }.max()!)
