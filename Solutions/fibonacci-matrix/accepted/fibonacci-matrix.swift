// Rabbit Colony Forecast — a linear recurrence by 2x2 matrix exponentiation.
//
// Key idea: one step of f(n) = a f(n-1) + b f(n-2) is a matrix product:
//     | f(n+1) |   | a  b |   | f(n)   |
//     | f(n)   | = | 1  0 | * | f(n-1) |
// so (f(n+1), f(n)) = M^n * (y, x). M^n takes O(log n) products by repeated squaring
// (the same idea as fast integer powers). All entries stay below p = 1e9+7, so each sum of two
// products is below 2 * p^2 < 2^63 and 64-bit integers suffice.
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

let p = 1_000_000_007

/// A 2x2 matrix [[a, b], [c, d]] modulo p.
struct Matrix {
    var a, b, c, d: Int

    static let identity = Matrix(a: 1, b: 0, c: 0, d: 1)

    static func * (m: Matrix, n: Matrix) -> Matrix {
        Matrix(a: (m.a * n.a + m.b * n.c) % p, b: (m.a * n.b + m.b * n.d) % p,
               c: (m.c * n.a + m.d * n.c) % p, d: (m.c * n.b + m.d * n.d) % p)
    }

    /// self^exponent by repeated squaring.
    func power(_ exponent: Int) -> Matrix {
        var result = Matrix.identity, base = self, exponent = exponent
        while exponent > 0 {
            if exponent & 1 == 1 { result = result * base }
            base = base * base
            exponent >>= 1
        }
        return result
    }
}

var input = Reader()
let a = input.int(), b = input.int(), x = input.int(), y = input.int()
let step = Matrix(a: a, b: b, c: 1, d: 0)
let q = input.int()
var output = ""
for _ in 0..<q {
    let m = step.power(input.int())
    // Second row of M^n times (y, x) is f(n).
    output += "\((m.c * y + m.d * x) % p)\n"
}
print(output, terminator: "")
