// Correct but slow: multiplies by a, b times (with a safe 128-bit product). O(b) per
// exercise, and b can be 10^18.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> UInt64 {
    while data[pos] <= 32 { pos += 1 }
    var v: UInt64 = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + UInt64(data[pos] - 48); pos += 1 }
    return v
}
let q = int()
var out = ""
for _ in 0..<q {
    let a = int(), b = int(), m = int()
    var result: UInt64 = 1 % m
    var i: UInt64 = 0
    while i < b {
        result = m.dividingFullWidth(result.multipliedFullWidth(by: a % m)).remainder
        i += 1
    }
    out += "\(result)\n"
}
print(out, terminator: "")
