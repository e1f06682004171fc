// WRONG: greedily leaps to the stone in range with the biggest number a[j], instead of the
// stone that reaches farthest (largest j + a[j]). A big number close by can lose to a smaller
// number further ahead.
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
var at = 0, leaps = 0
while at < n - 1 {
    if at + a[at] >= n - 1 { leaps += 1; break }
    var next = -1
    for j in stride(from: at + 1, through: at + a[at], by: 1) where next == -1 || a[j] > a[next] { next = j }
    if next == -1 || a[next] == 0 { leaps = -1; break }
    at = next
    leaps += 1
}
print(leaps)
