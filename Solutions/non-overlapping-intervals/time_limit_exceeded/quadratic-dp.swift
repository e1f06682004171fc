// Correct but slow: sort by end; best[i] = most slots keepable ending with slot i
// = 1 + max best[j] over earlier slots j that end by slot i's start. O(n^2).
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
let slots = (0..<n).map { _ in (int(), int()) }.sorted { $0.1 < $1.1 }
var best = [Int](repeating: 1, count: n)
for i in 0..<n {
    for j in 0..<i where slots[j].1 <= slots[i].0 && best[j] + 1 > best[i] { best[i] = best[j] + 1 }
}
print(n - best.max()!)
