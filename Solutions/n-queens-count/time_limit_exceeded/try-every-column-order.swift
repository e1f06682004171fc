// SLOW: generates all n! orders of columns (one tower per row and column) and checks the
// diagonals and marsh only once a full order is built. Correct, but n! = 87 billion for
// n = 14.

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
let rows = (0..<n).map { _ in Array(reader.readWord().utf8) }
var order = Array(0..<n)

func isValid() -> Bool {
    for r in 0..<n {
        if rows[r][order[r]] == UInt8(ascii: "#") { return false }
        for s in 0..<r where abs(order[r] - order[s]) == r - s { return false }
    }
    return true
}

var count = 0
func permute(_ k: Int) {
    if k == n {
        if isValid() { count += 1 }
        return
    }
    for i in k..<n {
        order.swapAt(k, i)
        permute(k + 1)
        order.swapAt(k, i)
    }
}
permute(0)
print(count)
