// Correct but slow: depth-first search over every itinerary of at most k + 1 flights.
// The number of itineraries grows like (out-degree)^(k+1): exponential.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let n = int(), m = int(), src = int() - 1, dst = int() - 1, k = int()
var adj = [[(Int, Int)]](repeating: [], count: n)
for _ in 0..<m { let u = int() - 1, v = int() - 1, w = int(); adj[u].append((v, w)) }
var best = Int.max
func explore(_ u: Int, _ cost: Int, _ flightsLeft: Int) {
    if u == dst { best = min(best, cost) }
    if flightsLeft == 0 { return }
    for (v, w) in adj[u] { explore(v, cost + w, flightsLeft - 1) }
}
explore(src, 0, k + 1)
print(best == Int.max ? -1 : best)
