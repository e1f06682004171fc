// WRONG: Bellman-Ford rounds that update the price array in place. Within one round a flight
// can then build on a price set earlier in the same round, so the route may use more than
// k + 1 flights when the input lists the flights in path order.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let n = int(), m = int(), src = int() - 1, dst = int() - 1, k = int()
var edges: [(Int, Int, Int)] = []
for _ in 0..<m { edges.append((int() - 1, int() - 1, int())) }
var best = [Int](repeating: Int.max, count: n)
best[src] = 0
for _ in 0...k {
    for (u, v, w) in edges where best[u] != Int.max && best[u] + w < best[v] { best[v] = best[u] + w }
}
print(best[dst] == Int.max ? -1 : best[dst])
