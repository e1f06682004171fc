// WRONG: uses a big number as "infinity" and relaxes from unreached assets too. A negative
// cycle that cannot be reached from s then keeps lowering "infinite" values and is reported.
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
let inf = 1 << 60
let n = int(), m = int(), s = int() - 1
var edges: [(Int, Int, Int)] = []
for _ in 0..<m { edges.append((int() - 1, int() - 1, int())) }
var dist = [Int](repeating: inf, count: n)
dist[s] = 0
for _ in 0..<(n - 1) {
    for (u, v, w) in edges where dist[u] + w < dist[v] { dist[v] = dist[u] + w }
}
if edges.contains(where: { dist[$0.0] + $0.2 < dist[$0.1] }) {
    print("NEGATIVE CYCLE")
} else {
    print(dist.map { $0 > inf / 2 ? "INF" : String($0) }.joined(separator: " "))
}
