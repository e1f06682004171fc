// Correct but slow: for each question, C(n, k) = prod (n - i) / (i + 1) over i < k, computed
// as a product of numerators times the inverse of the product of denominators. O(k) each.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let p = 1_000_000_007
func power(_ b: Int, _ e: Int) -> Int {
    var r = 1, b = b % p, e = e
    while e > 0 { if e & 1 == 1 { r = r * b % p }; b = b * b % p; e >>= 1 }
    return r
}
let q = int()
var out = ""
for _ in 0..<q {
    let n = int(), k = int()
    if k > n { out += "0\n"; continue }
    var num = 1, den = 1
    for i in 0..<min(k, n - k) { num = num * (n - i) % p; den = den * (i + 1) % p }
    out += "\(num * power(den, p - 2) % p)\n"
}
print(out, terminator: "")
