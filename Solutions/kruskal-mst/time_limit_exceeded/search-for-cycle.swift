// Correct but slow: Kruskal, but whether a line would close a cycle is checked with a BFS over
// the lines built so far. Each check is O(n): O(n * m) in total.
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
let n = int(), m = int()
var lines = (0..<m).map { _ in (int(), int(), int()) }
lines.sort { $0.2 < $1.2 }
var adj = [[Int]](repeating: [], count: n + 1)
var seen = [Int](repeating: 0, count: n + 1), stamp = 0
func connected(_ a: Int, _ b: Int) -> Bool {
    stamp += 1
    var queue = [a], head = 0
    seen[a] = stamp
    while head < queue.count {
        let u = queue[head]; head += 1
        if u == b { return true }
        for v in adj[u] where seen[v] != stamp { seen[v] = stamp; queue.append(v) }
    }
    return false
}
var total = 0, built = 0
for (u, v, w) in lines where !connected(u, v) {
    adj[u].append(v); adj[v].append(u)
    total += w; built += 1
}
print(built == n - 1 ? String(total) : "IMPOSSIBLE")
