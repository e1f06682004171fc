// Exact Change (combination sum, unlimited reuse, lexicographic order)
//
// Key idea: sort the coins and backtrack. `extend(from: start, remaining:)` tries each coin
// at index >= start as the next coin, recursing with the *same* start index (a coin may be
// used again) but never an earlier one, so every collection is built exactly once, in
// non-decreasing order. Trying coins smallest first produces the ways in lexicographic
// order, and because the coins are sorted we can stop as soon as a coin exceeds the
// remaining amount: every later coin is larger still.

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
let coins = (0..<n).map { _ in reader.readInt() }.sorted()

var chosen: [Int] = []
var ways: [String] = []

func extend(from start: Int, remaining: Int) {
    if remaining == 0 {
        ways.append(([chosen.count] + chosen).map(String.init).joined(separator: " "))
        return
    }
    for index in start..<n {
        let coin = coins[index]
        if coin > remaining { break }
        chosen.append(coin)
        extend(from: index, remaining: remaining - coin)
        chosen.removeLast()
    }
}

extend(from: 0, remaining: target)
print(([String(ways.count)] + ways).joined(separator: "\n"))
