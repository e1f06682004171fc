// WRONG: the 1-D knapsack loop runs over capacities upwards. best[c - w] may then already
// include the current piece, so a piece can be packed several times (unbounded knapsack).
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let n = int(), cap = int()
var best = [Int](repeating: 0, count: cap + 1)
for _ in 0..<n {
    let w = int(), v = int()
    if w > cap { continue }
    for c in w...cap { best[c] = max(best[c], best[c - w] + v) }
}
print(best[cap])
