// Correct but slow: Prim without the `cheapest` array. Each step scans every (inside, outside)
// pair for the cheapest cable: O(n^2) per step, O(n^3) in total.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var sign = 1
    if data[pos] == 45 { sign = -1; pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return sign * v
}
let n = int()
var xs = [Int](), ys = [Int]()
for _ in 0..<n { xs.append(int()); ys.append(int()) }
var inside = [0], outside = Array(1..<max(n, 1))
if n == 1 { outside = [] }
var total = 0
while !outside.isEmpty {
    var best = Int.max, bestIndex = -1
    for u in inside {
        for (k, v) in outside.enumerated() {
            let c = abs(xs[u] - xs[v]) + abs(ys[u] - ys[v])
            if c < best { best = c; bestIndex = k }
        }
    }
    total += best
    inside.append(outside.remove(at: bestIndex))
}
print(total)
