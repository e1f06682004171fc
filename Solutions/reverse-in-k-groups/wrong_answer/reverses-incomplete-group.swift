// WRONG: also turns the last, incomplete group around. The statement says a group with
// fewer than k wagons keeps its order.

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
let k = reader.readInt()
var head = reader.readInt()
var cargo = [Int](repeating: 0, count: n)
var next = [Int](repeating: -1, count: n)
for slot in 0..<n {
    cargo[slot] = reader.readInt()
    next[slot] = reader.readInt()
}

var previousGroupTail = -1
var groupStart = head
while groupStart != -1 {
    var previous = -1
    var current = groupStart
    var count = 0
    while count < k && current != -1 {
        let following = next[current]
        next[current] = previous
        previous = current
        current = following
        count += 1
    }
    if previousGroupTail == -1 { head = previous } else { next[previousGroupTail] = previous }
    next[groupStart] = current
    previousGroupTail = groupStart
    groupStart = current
}

var codes: [String] = []
var wagon = head
while wagon != -1 {
    codes.append(String(cargo[wagon]))
    wagon = next[wagon]
}
print(codes.joined(separator: " "))
