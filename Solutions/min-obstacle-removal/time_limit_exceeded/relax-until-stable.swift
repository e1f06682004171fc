// Correct but slow: sweep the grid in reading order relaxing every cell from its four
// neighbours, and repeat until a sweep changes nothing. A winding corridor that runs upward
// gains only one cell per sweep, so this needs ~r*c sweeps of r*c cells on snake mazes.
import Foundation

let lines = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    .split(whereSeparator: \.isWhitespace)
let r = Int(lines[0])!, c = Int(lines[1])!
var cost = [Int]()
for line in lines[2..<(2 + r)] { cost += line.utf8.map { $0 == UInt8(ascii: "#") ? 1 : 0 } }
var dist = [Int](repeating: 1 << 40, count: r * c)
dist[0] = 0
var changed = true
while changed {
    changed = false
    for y in 0..<r {
        for x in 0..<c {
            let u = y * c + x
            var best = dist[u]
            if y > 0 { best = min(best, dist[u - c] + cost[u]) }
            if y < r - 1 { best = min(best, dist[u + c] + cost[u]) }
            if x > 0 { best = min(best, dist[u - 1] + cost[u]) }
            if x < c - 1 { best = min(best, dist[u + 1] + cost[u]) }
            if best < dist[u] { dist[u] = best; changed = true }
        }
    }
}
print(dist[r * c - 1])
