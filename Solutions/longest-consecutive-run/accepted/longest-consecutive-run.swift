// Longest Consecutive Run — hash set, count only from the start of each run.
//
// Key idea: put every value in a set. A value x starts a run exactly when x - 1 is
// not in the set; from such a start, walk x + 1, x + 2, ... while present. Every
// value is walked over at most once (only by the start of its own run), so the whole
// scan is O(n) expected, even though it looks like a nested loop.
// Duplicates vanish in the set automatically. O(n) memory.
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
var values = Set<Int>(minimumCapacity: n)
for _ in 0..<n { values.insert(input.nextInt()) }

var longest = 0
for start in values where !values.contains(start - 1) {
    var end = start
    while values.contains(end + 1) { end += 1 }
    longest = max(longest, end - start + 1)
}
print(longest)
