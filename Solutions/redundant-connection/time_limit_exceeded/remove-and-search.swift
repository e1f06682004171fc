// Correct but slow: try the cables from last to first; drop one and check with a BFS whether
// all buildings are still connected. Up to n searches of O(n) each: O(n^2).
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let n = int()
var edges: [(Int, Int)] = []
var adj = [[(Int, Int)]](repeating: [], count: n + 1)  // (neighbour, cable index)
for i in 0..<n {
    let u = int(), v = int()
    edges.append((u, v)); adj[u].append((v, i)); adj[v].append((u, i))
}
for skip in stride(from: n - 1, through: 0, by: -1) {
    var seen = [Bool](repeating: false, count: n + 1)
    var queue = [1]
    seen[1] = true
    var head = 0
    while head < queue.count {
        let u = queue[head]; head += 1
        for (v, i) in adj[u] where i != skip && !seen[v] { seen[v] = true; queue.append(v) }
    }
    if queue.count == n { print(edges[skip].0, edges[skip].1); break }
}
