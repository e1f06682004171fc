// WRONG: the right backtracking, but the coins are used in input order. When the input is
// not sorted, the early "break" skips valid coins and the ways are not in the required
// order.

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
let target = reader.readInt()
let coins = (0..<n).map { _ in reader.readInt() }
var chosen: [Int] = []
var ways: [String] = []
func extend(from start: Int, remaining: Int) {
    if remaining == 0 {
        ways.append(([chosen.count] + chosen).map(String.init).joined(separator: " "))
        return
    }
    for index in start..<n {
        if coins[index] > remaining { break }
        chosen.append(coins[index])
        extend(from: index, remaining: remaining - coins[index])
        chosen.removeLast()
    }
}
extend(from: 0, remaining: target)
print(([String(ways.count)] + ways).joined(separator: "\n"))
