// WRONG: the sieve's outer loop runs while p * p < N instead of p * p <= N. When the largest
// question N is the square of a prime, N itself is never crossed out and counted as prime.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let q = int()
let qs = (0..<q).map { _ in int() }
let limit = qs.max()!
var isPrime = [Bool](repeating: true, count: limit + 1)
isPrime[0] = false
if limit >= 1 { isPrime[1] = false }
var p = 2
while p * p < limit {
    if isPrime[p] { for m in stride(from: p * p, through: limit, by: p) { isPrime[m] = false } }
    p += 1
}
var counts = [Int](repeating: 0, count: limit + 1)
var running = 0
for n in 0...limit { if isPrime[n] { running += 1 }; counts[n] = running }
var out = ""
for n in qs { out += "\(counts[n])\n" }
print(out, terminator: "")
