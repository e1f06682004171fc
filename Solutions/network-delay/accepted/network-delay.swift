// Network Delay — Dijkstra's algorithm with a binary heap.
//
// Key idea: all delays are positive, so the server with the smallest tentative arrival time
// that is still unsettled cannot be improved any more. A min-heap hands us that server in
// O(log n); each link is relaxed once, for O((n + m) log n) overall. The answer is the largest
// final distance, or -1 if some server was never reached.
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

/// A binary min-heap of (distance, node) pairs, ordered by distance.
struct MinHeap {
    private var items: [(dist: Int, node: Int)] = []
    var isEmpty: Bool { items.isEmpty }

    mutating func push(_ dist: Int, _ node: Int) {
        items.append((dist, node))
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if items[parent].dist <= items[child].dist { break }
            items.swapAt(parent, child)
            child = parent
        }
    }

    mutating func pop() -> (dist: Int, node: Int) {
        let top = items[0]
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1, right = left + 1
                var smallest = parent
                if left < items.count, items[left].dist < items[smallest].dist { smallest = left }
                if right < items.count, items[right].dist < items[smallest].dist { smallest = right }
                if smallest == parent { break }
                items.swapAt(parent, smallest)
                parent = smallest
            }
        }
        return top
    }
}

var input = Reader()
let n = input.int(), m = input.int(), source = input.int() - 1

// Adjacency lists in compressed form: the links leaving u are start[u] ..< start[u + 1].
var from = [Int](repeating: 0, count: m), to = from, delay = from
var start = [Int](repeating: 0, count: n + 1)
for i in 0..<m {
    from[i] = input.int() - 1; to[i] = input.int() - 1; delay[i] = input.int()
    start[from[i] + 1] += 1
}
for u in 0..<n { start[u + 1] += start[u] }
var fill = start, target = [Int](repeating: 0, count: m), weight = target
for i in 0..<m {
    target[fill[from[i]]] = to[i]; weight[fill[from[i]]] = delay[i]; fill[from[i]] += 1
}

let unreached = Int.max
var dist = [Int](repeating: unreached, count: n)
dist[source] = 0
var heap = MinHeap()
heap.push(0, source)
while !heap.isEmpty {
    let (d, u) = heap.pop()
    if d > dist[u] { continue }  // a stale entry: u was already settled with a smaller time
    for e in start[u]..<start[u + 1] where d + weight[e] < dist[target[e]] {
        dist[target[e]] = d + weight[e]
        heap.push(dist[target[e]], target[e])
    }
}

let latest = dist.max()!
print(latest == unreached ? -1 : latest)
