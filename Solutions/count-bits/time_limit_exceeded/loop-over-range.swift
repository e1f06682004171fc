// Correct but slow: for each question, add up the popcount of every number in the range.
// O(q * (r - l)).
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let q = int()
var out = ""
for _ in 0..<q {
    let l = int(), r = int()
    var total = 0
    for x in l...r {
        var y = x
        while y > 0 { total += y & 1; y >>= 1 }
    }
    out += "\(total)\n"
}
print(out, terminator: "")
