// Power Grid Budget — Kruskal's algorithm with union-find.
//
// Key idea: consider the lines from cheapest to most expensive and build a line exactly when
// it joins two towns that are not yet connected (checked with union-find). This greedy choice
// gives a minimum spanning tree; negative costs need no special care. If fewer than n - 1
// lines were built, the towns cannot all be connected.
// O(m log m) time for the sort, O(n + m) memory. The total needs 64-bit integers.
import Foundation

/// Reads whitespace-separated integers from all of standard input.
struct Reader {
    private let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    private var pos = 0
    mutating func int() -> Int {
        while pos < bytes.count, bytes[pos] <= 32 { pos += 1 }
        var sign = 1
        if pos < bytes.count, bytes[pos] == 45 { sign = -1; pos += 1 }
        var value = 0
        while pos < bytes.count, bytes[pos] > 32 { value = value * 10 + Int(bytes[pos] - 48); pos += 1 }
        return sign * value
    }
}

struct Line { let a: Int, b: Int, cost: Int }

var input = Reader()
let n = input.int(), m = input.int()
let lines = (0..<m).map { _ in Line(a: input.int() - 1, b: input.int() - 1, cost: input.int()) }
    .sorted { $0.cost < $1.cost }

var parent = Array(0..<n)
var size = [Int](repeating: 1, count: n)

/// The representative of x's group, halving the path on the way up.
func find(_ x: Int) -> Int {
    var x = x
    while parent[x] != x {
        parent[x] = parent[parent[x]]
        x = parent[x]
    }
    return x
}

var total = 0, built = 0
for line in lines {
    var ra = find(line.a), rb = find(line.b)
    if ra == rb { continue }  // already connected: this line would close a cycle
    if size[ra] < size[rb] { swap(&ra, &rb) }
    parent[rb] = ra
    size[ra] += size[rb]
    total += line.cost
    built += 1
    if built == n - 1 { break }
}
print(built == n - 1 ? String(total) : "IMPOSSIBLE")
