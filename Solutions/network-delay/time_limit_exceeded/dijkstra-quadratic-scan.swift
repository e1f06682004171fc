// Correct but slow: Dijkstra that finds the next closest server by scanning all n servers,
// O(n^2 + m). Fine for small n, far too slow for n = 100000.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let n = int(), m = int(), s = int() - 1
var adj = [[(Int, Int)]](repeating: [], count: n)
for _ in 0..<m { let u = int() - 1, v = int() - 1, w = int(); adj[u].append((v, w)) }
var dist = [Int](repeating: Int.max, count: n)
var done = [Bool](repeating: false, count: n)
dist[s] = 0
for _ in 0..<n {
    var u = -1
    for v in 0..<n where !done[v] && dist[v] != Int.max && (u == -1 || dist[v] < dist[u]) { u = v }
    if u == -1 { break }
    done[u] = true
    for (v, w) in adj[u] where dist[u] + w < dist[v] { dist[v] = dist[u] + w }
}
let latest = dist.max()!
print(latest == Int.max ? -1 : latest)
