// Correct but slow: dynamic programming that relaxes every possible leap from every stone.
// O(n * max a[i]) — quadratic when the numbers are large.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let n = int()
let a = (0..<n).map { _ in int() }
var best = [Int](repeating: Int.max, count: n)
best[0] = 0
for i in 0..<n where best[i] != Int.max {
    let last = min(n - 1, i + a[i])
    if last > i {
        for j in (i + 1)...last where best[i] + 1 < best[j] { best[j] = best[i] + 1 }
    }
}
print(best[n - 1] == Int.max ? -1 : best[n - 1])
