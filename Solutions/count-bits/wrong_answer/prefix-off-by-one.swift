// WRONG: builds prefix[i] = bits in 0..<i (exclusive) but answers as if it were inclusive:
// prefix[r] - prefix[l - 1] counts l - 1 ... r - 1 instead of l ... r.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let q = int()
let qs = (0..<q).map { _ in (int(), int()) }
let top = qs.map { $0.1 }.max()!
var bits = [Int](repeating: 0, count: top + 1)
var prefix = [Int](repeating: 0, count: top + 2)
for i in 0...top {
    if i > 0 { bits[i] = bits[i >> 1] + (i & 1) }
    prefix[i + 1] = prefix[i] + bits[i]
}
var out = ""
for (l, r) in qs { out += "\(prefix[r] - (l > 0 ? prefix[l - 1] : 0))\n" }
print(out, terminator: "")
