// Cheapest Flight Within K Stops — Bellman-Ford limited to k + 1 rounds.
//
// Key idea: after round r, best[v] is the cheapest price to reach v using at most r flights.
// Each round relaxes every flight from the prices of the *previous* round (a copy), so a single
// round can never chain two flights together. After k + 1 rounds, best[dst] is the answer.
// O(k * m) time, O(n + m) memory; we stop early once a round changes nothing.
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

struct Flight { let from: Int, to: Int, price: Int }

var input = Reader()
let n = input.int(), m = input.int(), src = input.int() - 1, dst = input.int() - 1, k = input.int()
let flights = (0..<m).map { _ in Flight(from: input.int() - 1, to: input.int() - 1, price: input.int()) }

let unreachable = Int.max
var best = [Int](repeating: unreachable, count: n)
best[src] = 0
for _ in 0...k {
    var next = best  // prices with one more flight allowed, built from last round's prices only
    var changed = false
    for f in flights where best[f.from] != unreachable && best[f.from] + f.price < next[f.to] {
        next[f.to] = best[f.from] + f.price
        changed = true
    }
    best = next
    if !changed { break }
}
print(best[dst] == unreachable ? -1 : best[dst])
