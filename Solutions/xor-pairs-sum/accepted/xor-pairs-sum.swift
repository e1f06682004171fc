// Signal Interference — sum of XOR over all pairs, counted bit by bit.
//
// Key idea: XOR works on each bit independently. Bit k of a[i] XOR a[j] is 1 exactly when one
// code has bit k set and the other does not. If `ones` codes have bit k set, that happens for
// ones * (n - ones) pairs, each contributing 2^k. Summing over the 60 bits gives the answer in
// O(60 * n) time. Everything is reduced modulo 1_000_000_007 before multiplying, so no
// product exceeds (1e9+7)^2 < 2^63.
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

let modulus = 1_000_000_007
var input = Reader()
let n = input.int()
var onesPerBit = [Int](repeating: 0, count: 60)
for _ in 0..<n {
    var code = input.int()
    var bit = 0
    while code != 0 {
        onesPerBit[bit] += code & 1
        code >>= 1
        bit += 1
    }
}

var total = 0
var power = 1  // 2^bit mod p
for ones in onesPerBit {
    let pairs = (ones * (n - ones)) % modulus  // at most 2.25e10 before reduction
    total = (total + pairs * power) % modulus
    power = power * 2 % modulus
}
print(total)
