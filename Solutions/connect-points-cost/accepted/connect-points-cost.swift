// Connect the Sensors — Prim's algorithm on a dense graph, O(n^2).
//
// Key idea: every pair of sensors can be joined, so the graph is complete and has ~n^2/2
// edges. Prim grows one tree: `cheapest[v]` is the cheapest cable from v to any sensor already
// in the tree. Each step adds the outside sensor with the smallest such cable, then lowers
// the other sensors' `cheapest` using the new tree member. n steps of O(n) work, no heap needed.
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

var input = Reader()
let n = input.int()
var xs = [Int](repeating: 0, count: n), ys = xs
for i in 0..<n { xs[i] = input.int(); ys[i] = input.int() }

var cheapest = [Int](repeating: Int.max, count: n)
var inTree = [Bool](repeating: false, count: n)
cheapest[0] = 0
var total = 0
for _ in 0..<n {
    // The outside sensor that is cheapest to attach.
    var next = -1
    for v in 0..<n where !inTree[v] && (next == -1 || cheapest[v] < cheapest[next]) { next = v }
    inTree[next] = true
    total += cheapest[next]
    // A cable from `next` may now be the cheapest way to attach the others.
    for v in 0..<n where !inTree[v] {
        let cost = abs(xs[next] - xs[v]) + abs(ys[next] - ys[v])
        if cost < cheapest[v] { cheapest[v] = cost }
    }
}
print(total)
