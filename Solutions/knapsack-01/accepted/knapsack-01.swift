// Expedition Backpack — 0/1 knapsack with a one-dimensional DP over capacities.
//
// Key idea: best[c] is the largest usefulness within capacity c using the pieces processed
// so far. Adding a piece (w, v) allows best[c] = max(best[c], best[c - w] + v). Going through
// c from W *down* to w guarantees best[c - w] still describes the pieces *before* this one,
// so each piece is packed at most once (going upwards would reuse it).
// O(n * W) time, O(W) memory.
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

func bestValue(capacity: Int, pieces: [(weight: Int, value: Int)]) -> Int {
    var best = [Int](repeating: 0, count: capacity + 1)
    for piece in pieces where piece.weight <= capacity {
        for c in stride(from: capacity, through: piece.weight, by: -1) {
            best[c] = max(best[c], best[c - piece.weight] + piece.value)
        }
    }
    return best[capacity]
}

var input = Reader()
let n = input.int(), capacity = input.int()
let pieces = (0..<n).map { _ in (weight: input.int(), value: input.int()) }
print(bestValue(capacity: capacity, pieces: pieces))
