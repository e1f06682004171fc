// WRONG: permutes the guests by position (with a "used" flag per guest), so guests of the
// same family produce the same seating several times.

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
let guests = (0..<n).map { _ in reader.readInt() }.sorted()
var used = [Bool](repeating: false, count: n)
var seating: [Int] = []
var lines: [String] = []
func fillNextChair() {
    if seating.count == n {
        lines.append(seating.map(String.init).joined(separator: " "))
        return
    }
    for i in 0..<n where !used[i] {
        used[i] = true
        seating.append(guests[i])
        fillNextChair()
        seating.removeLast()
        used[i] = false
    }
}
fillNextChair()
print(lines.count)
print(lines.joined(separator: "\n"))
