// WRONG: "a cable touching a dead-end building cannot be on the loop" is true, but the
// converse is not: this removes the last cable whose two ends both have degree >= 2, which
// may be a bridge between two busy buildings instead of a loop cable.
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
var degree = [Int](repeating: 0, count: n + 1)
for _ in 0..<n {
    let u = int(), v = int()
    edges.append((u, v)); degree[u] += 1; degree[v] += 1
}
let pick = edges.last { degree[$0.0] >= 2 && degree[$0.1] >= 2 }!
print(pick.0, pick.1)
