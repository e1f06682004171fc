// Correct but slow: tries every subset of pieces recursively (take / skip), pruning only
// subsets that are too heavy. Up to 2^n subsets.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let n = int(), cap = int()
let items = (0..<n).map { _ in (int(), int()) }
var best = 0
func search(_ i: Int, _ room: Int, _ value: Int) {
    if i == n { best = max(best, value); return }
    search(i + 1, room, value)
    if items[i].0 <= room { search(i + 1, room - items[i].0, value + items[i].1) }
}
search(0, cap, 0)
print(best)
