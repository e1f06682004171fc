// Correct but slow: all-pairs Floyd-Warshall, O(n^3). A negative cycle is reachable from s
// when some v reachable from s has dist[v][v] < 0.
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
let inf = Int.max / 4
let n = int(), m = int(), s = int() - 1
var d = [Int](repeating: inf, count: n * n)
for i in 0..<n { d[i * n + i] = 0 }
for _ in 0..<m { let u = int() - 1, v = int() - 1, w = int(); d[u * n + v] = min(d[u * n + v], w) }
for k in 0..<n {
    for i in 0..<n where d[i * n + k] < inf {
        for j in 0..<n where d[k * n + j] < inf {
            let through = max(d[i * n + k] + d[k * n + j], -inf)  // clamp runaway negatives
            if through < d[i * n + j] { d[i * n + j] = through }
        }
    }
}
if (0..<n).contains(where: { d[s * n + $0] < inf && d[$0 * n + $0] < 0 }) {
    print("NEGATIVE CYCLE")
} else {
    print((0..<n).map { d[s * n + $0] < inf ? String(d[s * n + $0]) : "INF" }.joined(separator: " "))
}
