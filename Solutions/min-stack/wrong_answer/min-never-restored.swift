// WRONG: remembers only the current minimum. A pop never restores the previous minimum, so
// once the smallest value is popped, getMin still reports it.

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
var minimum = Int.max
var output = ""
for _ in 0..<operationCount {
    switch reader.readWord() {
    case "push":
        let x = reader.readInt()
        values.append(x)
        minimum = min(minimum, x)
    case "pop":
        values.removeLast()
    case "top":
        output += "\(values.last!)\n"
    default:
        output += "\(minimum)\n"
    }
}
print(output, terminator: "")
