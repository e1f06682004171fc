// Minimum Stack
//
// Key idea: next to every value on the stack, keep the minimum of the stack up to and
// including it (a second, parallel stack). push appends min(x, previous minimum), pop drops
// both tops, and getMin reads the top of the minimum stack. Every operation is O(1).

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

    mutating func readWord() -> String {
        skipWhitespace()
        let start = index
        while index < bytes.count && bytes[index] > 32 { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}

var reader = InputReader()
let operationCount = reader.readInt()
var values: [Int] = []
var minimums: [Int] = []
var output = ""
for _ in 0..<operationCount {
    switch reader.readWord() {
    case "push":
        let x = reader.readInt()
        values.append(x)
        minimums.append(min(x, minimums.last ?? x))
    case "pop":
        values.removeLast()
        minimums.removeLast()
    case "top":
        output += "\(values.last!)\n"
    default:                                        // getMin
        output += "\(minimums.last!)\n"
    }
}
print(output, terminator: "")
