// SLOW: keeps all readings in a sorted array, inserting each one at its place (found by
// binary search). Correct, but every insertion shifts O(n) elements: O(n^2) in total.

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
var sorted: [Int] = []
var output = ""
for _ in 0..<n {
    let reading = reader.readInt()
    var low = 0, high = sorted.count
    while low < high {
        let mid = (low + high) / 2
        if sorted[mid] < reading { low = mid + 1 } else { high = mid }
    }
    sorted.insert(reading, at: low)
    output += "\(sorted[(sorted.count - 1) / 2])\n"
}
print(output, terminator: "")
