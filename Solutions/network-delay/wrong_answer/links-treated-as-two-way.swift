// WRONG: stores every link in both directions, as if the network were undirected. The update
// then "flows back" along one-way links and reaches servers it never could.
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
for _ in 0..<m {
    let u = int() - 1, v = int() - 1, w = int()
    adj[u].append((v, w)); adj[v].append((u, w))
}
var dist = [Int](repeating: Int.max, count: n)
dist[s] = 0
var heap: [(Int, Int)] = [(0, s)]
func push(_ x: (Int, Int)) {
    heap.append(x); var c = heap.count - 1
    while c > 0, heap[(c - 1) / 2].0 > heap[c].0 { heap.swapAt(c, (c - 1) / 2); c = (c - 1) / 2 }
}
func pop() -> (Int, Int) {
    let top = heap[0]; let last = heap.removeLast()
    if !heap.isEmpty {
        heap[0] = last; var p = 0
        while true {
            var b = p
            for c in [2 * p + 1, 2 * p + 2] where c < heap.count && heap[c].0 < heap[b].0 { b = c }
            if b == p { break }
            heap.swapAt(p, b); p = b
        }
    }
    return top
}
while !heap.isEmpty {
    let (d, u) = pop()
    if d > dist[u] { continue }
    for (v, w) in adj[u] where d + w < dist[v] { dist[v] = d + w; push((dist[v], v)) }
}
let latest = dist.max()!
print(latest == Int.max ? -1 : latest)
