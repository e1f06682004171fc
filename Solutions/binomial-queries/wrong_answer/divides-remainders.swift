// WRONG: builds factorials modulo p, then divides the remainders with ordinary integer
// division. That only works while n! < p (n <= 12); after that the remainders no longer
// divide each other.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let p = 1_000_000_007
let q = int()
let qs = (0..<q).map { _ in (int(), int()) }
let top = qs.map { $0.0 }.max()!
var fact = [Int](repeating: 1, count: top + 1)
for i in stride(from: 1, through: top, by: 1) { fact[i] = fact[i - 1] * i % p }
var out = ""
for (n, k) in qs {
    out += k > n ? "0\n" : "\(fact[n] / (fact[k] * fact[n - k] % p) % p)\n"
}
print(out, terminator: "")
