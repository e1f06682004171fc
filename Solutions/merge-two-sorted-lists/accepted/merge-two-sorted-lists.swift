// Merge Two Sorted Lists
//
// Key idea: two cursors, one per list. Repeatedly output the smaller front (the first
// list's on a tie) and advance that cursor; when one list runs out, the rest of the other
// follows unchanged. O(n + m).

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
            value = value &* 10 &+ Int(bytes[index] &- 48)
            index += 1
        }
        return negative ? 0 &- value : value
    }
}

var reader = InputReader()
let n = reader.readInt()
var first: [Int] = []
for _ in 0..<n { first.append(reader.readInt()) }
let m = reader.readInt()
var second: [Int] = []
for _ in 0..<m { second.append(reader.readInt()) }

var merged: [Int] = []
merged.reserveCapacity(n + m)
var i = 0, j = 0
while i < n && j < m {
    if first[i] <= second[j] {
        merged.append(first[i])
        i += 1
    } else {
        merged.append(second[j])
        j += 1
    }
}
merged += first[i...]
merged += second[j...]
print(merged.map(String.init).joined(separator: " "))
