// Arbitrage Detector — Bellman-Ford with negative-cycle detection.
//
// Key idea: a cheapest route without repeated assets uses at most n - 1 conversions, so
// n - 1 rounds of relaxing every conversion settle all distances. If a further round still
// improves some asset that is reachable from s, a negative cycle is reachable. Only relax
// from assets already reached: an unreachable negative cycle must not count.
// O(n * m) time, O(n + m) memory; we stop as soon as a round changes nothing.
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

struct Conversion { let from: Int, to: Int, cost: Int }

var input = Reader()
let n = input.int(), m = input.int(), source = input.int() - 1
let conversions = (0..<m).map { _ in Conversion(from: input.int() - 1, to: input.int() - 1, cost: input.int()) }

var dist = [Int?](repeating: nil, count: n)  // nil = not reached (yet)
dist[source] = 0

/// Relaxes every conversion once; returns whether any distance improved.
func relaxAll() -> Bool {
    var improved = false
    for c in conversions {
        guard let d = dist[c.from] else { continue }
        if dist[c.to] == nil || d + c.cost < dist[c.to]! {
            dist[c.to] = d + c.cost
            improved = true
        }
    }
    return improved
}

var stable = false
for _ in 0..<max(n - 1, 1) where !stable {
    stable = !relaxAll()
}
if !stable && relaxAll() {
    print("NEGATIVE CYCLE")
} else {
    print(dist.map { $0.map(String.init) ?? "INF" }.joined(separator: " "))
}
