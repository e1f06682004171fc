// Correct but slow: keep an unsorted list of blocks; each booking is compared with every
// block, swallowing those it overlaps. With many separate blocks this is O(n^2).
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
var blocks: [(Int, Int)] = []
for _ in 0..<n {
    var (l, r) = (int(), int())
    var kept: [(Int, Int)] = []
    kept.reserveCapacity(blocks.count + 1)
    for b in blocks {
        if b.0 <= r && l <= b.1 { l = min(l, b.0); r = max(r, b.1) } else { kept.append(b) }
    }
    kept.append((l, r))
    blocks = kept
}
blocks.sort { $0.0 < $1.0 }
var out = "\(blocks.count)\n"
for (l, r) in blocks { out += "\(l) \(r)\n" }
print(out, terminator: "")
