// The Odd Sock — XOR everything.
//
// Key idea: XOR is associative and commutative, x ^ x == 0 and x ^ 0 == x. XOR-ing all codes
// lets every pair cancel out, whatever the order, leaving the lonely code. Negative numbers
// need no special care: XOR works on their two's-complement bits.
// O(n) time, O(1) extra memory.
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
var lonely = 0
for _ in 0..<n { lonely ^= input.int() }
print(lonely)
