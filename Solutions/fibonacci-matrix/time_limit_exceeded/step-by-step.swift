// Correct but slow: applies the recurrence n times. O(n) per question, hopeless for 10^18.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let p = 1_000_000_007
let a = int(), b = int(), x = int(), y = int()
let q = int()
var out = ""
for _ in 0..<q {
    let n = int()
    var (lo, hi) = (x, y)
    var i = 0
    while i < n { (lo, hi) = (hi, (a * hi + b * lo) % p); i += 1 }
    out += "\(lo)\n"
}
print(out, terminator: "")
