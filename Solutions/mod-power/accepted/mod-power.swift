// Modular Power — exponentiation by squaring with 128-bit intermediate products.
//
// Key idea: write b in binary. Walking its bits from the lowest, `base` takes the values
// a, a^2, a^4, a^8, ... (square it each step), and we multiply it into the result whenever the
// current bit is 1. That is O(log b) multiplications. Remainders are below m <= 10^18, so a
// product can reach 10^36: multipliedFullWidth gives the exact 128-bit product and
// dividingFullWidth its remainder modulo m.
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

/// (x * y) mod m without overflow, for 0 <= x, y < m.
func mulMod(_ x: UInt64, _ y: UInt64, _ m: UInt64) -> UInt64 {
    let product = x.multipliedFullWidth(by: y)             // exact 128-bit (high, low)
    return m.dividingFullWidth(product).remainder           // quotient < m, so it cannot trap
}

/// a^b mod m by repeated squaring.
func powMod(_ a: UInt64, _ b: UInt64, _ m: UInt64) -> UInt64 {
    var result: UInt64 = 1 % m  // 1 % m handles m == 1
    var base = a % m
    var exponent = b
    while exponent > 0 {
        if exponent & 1 == 1 { result = mulMod(result, base, m) }
        base = mulMod(base, base, m)
        exponent >>= 1
    }
    return result
}

var input = Reader()
let q = input.int()
var output = ""
for _ in 0..<q {
    let a = UInt64(input.int()), b = UInt64(input.int()), m = UInt64(input.int())
    output += "\(powMod(a, b, m))\n"
}
print(output, terminator: "")
