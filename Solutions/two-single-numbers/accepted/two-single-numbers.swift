// Two Unpaired Tickets — XOR, then split by one differing bit.
//
// Key idea: XOR-ing every number cancels the pairs and leaves both = x ^ y for the two lonely
// numbers. Since x != y, `both` has a set bit; `both & -both` isolates the lowest one. x and y
// differ in that bit, while the two copies of any paired number agree on it. So XOR-ing only
// the numbers with that bit set yields one lonely number, and XOR-ing it with `both` gives the
// other. Two passes, O(1) extra memory.
import Foundation

/// Reads whitespace-separated integers from all of standard input.
struct Reader {
    private let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    private var pos = 0
    mutating func int() -> Int {
        while pos < bytes.count, bytes[pos] <= 32 { pos += 1 }
        var sign = 1
        if pos < bytes.count, bytes[pos] == 45 { sign = -1; pos += 1 }
        var value = 0
        while pos < bytes.count, bytes[pos] > 32 { value = value * 10 + Int(bytes[pos] - 48); pos += 1 }
        return sign * value
    }
}

var input = Reader()
let n = input.int()
let numbers = (0..<n).map { _ in input.int() }

let both = numbers.reduce(0, ^)     // x ^ y, nonzero because x != y
let splitBit = both & (0 &- both)   // lowest set bit (wrapping negation, safe even for Int.min)
var first = 0
for number in numbers where number & splitBit != 0 { first ^= number }
let second = both ^ first
print(min(first, second), max(first, second))
