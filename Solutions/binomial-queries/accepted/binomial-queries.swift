// Team Selections — binomial coefficients from factorial tables modulo a prime.
//
// Key idea: C(n, k) = n! / (k! (n-k)!). Modulo the prime p we cannot divide remainders, but
// we can multiply by modular inverses: by Fermat's little theorem x^(p-2) * x = 1 (mod p).
// Precompute fact[i] = i! mod p, one inverse invFact[N] = fact[N]^(p-2) by fast power, and
// walk down with invFact[i - 1] = invFact[i] * i. Then each question costs O(1).
// O(N + log p + q) time, O(N) memory.
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

let p = 1_000_000_007  // prime; products of two remainders stay below 2^63

/// base^exponent mod p by repeated squaring.
func power(_ base: Int, _ exponent: Int) -> Int {
    var result = 1, base = base % p, exponent = exponent
    while exponent > 0 {
        if exponent & 1 == 1 { result = result * base % p }
        base = base * base % p
        exponent >>= 1
    }
    return result
}

var input = Reader()
let q = input.int()
let questions = (0..<q).map { _ in (n: input.int(), k: input.int()) }
let top = questions.map(\.n).max()!

var fact = [Int](repeating: 1, count: top + 1)
for i in stride(from: 1, through: top, by: 1) { fact[i] = fact[i - 1] * i % p }
var invFact = [Int](repeating: 1, count: top + 1)
invFact[top] = power(fact[top], p - 2)
for i in stride(from: top, to: 0, by: -1) { invFact[i - 1] = invFact[i] * i % p }

var output = ""
for (n, k) in questions {
    let ways = k > n ? 0 : fact[n] * invFact[k] % p * invFact[n - k] % p
    output += "\(ways)\n"
}
print(output, terminator: "")
