// WRONG: to avoid the O(n^2) edges, runs Kruskal only on cables between sensors that are
// neighbours after sorting by x or by y. The true MST may need other cables.
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
let pts = (0..<n).map { _ in (int(), int()) }
func cost(_ a: Int, _ b: Int) -> Int { abs(pts[a].0 - pts[b].0) + abs(pts[a].1 - pts[b].1) }
var edges: [(Int, Int, Int)] = []
for order in [(0..<n).sorted { pts[$0] < pts[$1] }, (0..<n).sorted { (pts[$0].1, pts[$0].0) < (pts[$1].1, pts[$1].0) }] {
    for i in 0..<max(0, n - 1) { edges.append((cost(order[i], order[i + 1]), order[i], order[i + 1])) }
}
edges.sort { $0.0 < $1.0 }
var parent = Array(0..<n)
func find(_ x: Int) -> Int { var x = x; while parent[x] != x { parent[x] = parent[parent[x]]; x = parent[x] }; return x }
var total = 0
for (w, a, b) in edges where find(a) != find(b) { parent[find(a)] = find(b); total += w }
print(total)
