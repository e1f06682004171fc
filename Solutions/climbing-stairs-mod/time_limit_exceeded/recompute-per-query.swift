// Correct but slow: runs the recurrence from scratch for every query: O(t * n).
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let t = int()
var out = ""
for _ in 0..<t {
    let n = int()
    var (a, b, c) = (0, 0, 1)  // ways(i-3), ways(i-2), ways(i-1) starting at i = 1
    for _ in 0..<n { (a, b, c) = (b, c, (a + b + c) % 1_000_000_007) }
    out += "\(c)\n"
}
print(out, terminator: "")
