// WRONG: on a repeat it jumps left to (last position + 1) even when that position is
// already outside the window, so the window can move backwards: "1 2 2 1" gives 3.
import Foundation

/// Fast whitespace-separated token reader over all of standard input.
struct InputReader {
    private let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    private var position = 0

    private mutating func skipSpaces() {
        while position < bytes.count, bytes[position] <= 32 { position += 1 }
    }

    mutating func nextInt() -> Int {
        skipSpaces()
        var isNegative = false
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { isNegative = true; position += 1 }
        var value = 0
        while position < bytes.count, bytes[position] >= 48, bytes[position] <= 57 {
            value = value * 10 + Int(bytes[position] - 48)
            position += 1
        }
        return isNegative ? -value : value
    }
}

var input = InputReader()
let n = input.nextInt()

var lastSeen = [Int: Int](minimumCapacity: n)   // id -> last position
var left = 0
var longest = 0
for right in 0..<n {
    let id = input.nextInt()
    if let previous = lastSeen[id] {   // BUG: previous may be before left
        left = previous + 1
    }
    lastSeen[id] = right
    longest = max(longest, right - left + 1)
}
print(longest)
