// Seating Orders (all distinct permutations in lexicographic order)
//
// Key idea: treat the guests as a multiset: the distinct family numbers in increasing
// order, and how many guests of each are still unseated. Fill the chairs left to right;
// at each chair try every family that still has guests, smallest number first, and
// backtrack. Since each chair chooses among *distinct* numbers, no seating is produced
// twice, and since smaller numbers are tried first, the seatings come out in lexicographic
// order. O(n! * n) time, the size of the output.

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
let guests = (0..<n).map { _ in reader.readInt() }
let families = Array(Set(guests)).sorted()
var remaining = families.map { family in guests.filter { $0 == family }.count }

var seating: [Int] = []
var lines: [String] = []

func fillNextChair() {
    if seating.count == n {
        lines.append(seating.map(String.init).joined(separator: " "))
        return
    }
    for (index, family) in families.enumerated() where remaining[index] > 0 {
        remaining[index] -= 1
        seating.append(family)
        fillNextChair()
        seating.removeLast()
        remaining[index] += 1
    }
}

fillNextChair()
print(lines.count)
print(lines.joined(separator: "\n"))
