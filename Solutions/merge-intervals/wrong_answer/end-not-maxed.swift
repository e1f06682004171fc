// WRONG: when a booking overlaps the current block, the block's end is set to the booking's
// end instead of the larger of the two. A short booking inside a long one cuts the block.
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
let iv = (0..<n).map { _ in (int(), int()) }.sorted { $0.0 < $1.0 }
var blocks: [(Int, Int)] = []
for (l, r) in iv {
    if let last = blocks.last, l <= last.1 { blocks[blocks.count - 1].1 = r } else { blocks.append((l, r)) }
}
var out = "\(blocks.count)\n"
for (l, r) in blocks { out += "\(l) \(r)\n" }
print(out, terminator: "")
