// Correct but slow: tests every number up to the largest question by trial division up to
// its square root. Roughly N * sqrt(N) / log N divisions: far too many for N = 10^7.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
func isPrime(_ x: Int) -> Bool {
    if x < 2 { return false }
    var d = 2
    while d * d <= x {
        if x % d == 0 { return false }
        d += 1
    }
    return true
}
let q = int()
let qs = (0..<q).map { _ in int() }
let limit = qs.max()!
var counts = [Int](repeating: 0, count: limit + 1)
var running = 0
for n in 0...limit { if isPrime(n) { running += 1 }; counts[n] = running }
var out = ""
for n in qs { out += "\(counts[n])\n" }
print(out, terminator: "")
