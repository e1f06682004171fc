// Counting Lit Bits — a popcount table built by DP, then prefix sums.
//
// Key idea: i >> 1 is i without its last bit, so bits[i] = bits[i >> 1] + (i & 1), and the
// table fills in O(1) per number. With prefix[i] = bits[0] + ... + bits[i - 1], the total for
// l...r is prefix[r + 1] - prefix[l]. O(max r + q) time and memory.
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
let q = input.int()
let questions = (0..<q).map { _ in (low: input.int(), high: input.int()) }
let top = questions.map(\.high).max()!

var bits = [Int](repeating: 0, count: top + 1)
var prefix = [Int](repeating: 0, count: top + 2)  // prefix[i] = bits in 0..<i
for i in 0...top {
    if i > 0 { bits[i] = bits[i >> 1] + (i & 1) }
    prefix[i + 1] = prefix[i] + bits[i]
}

var output = ""
for question in questions { output += "\(prefix[question.high + 1] - prefix[question.low])\n" }
print(output, terminator: "")
