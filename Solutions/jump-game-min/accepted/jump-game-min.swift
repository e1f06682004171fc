// Stepping Stones — greedy breadth-first search over ranges.
//
// Key idea: the stones reachable in exactly k leaps (but not fewer) form a contiguous range
// (currentEnd of the previous range + 1 ... currentEnd). While scanning that range we track
// the farthest stone any of them can reach; it becomes the end of the next range and costs one
// more leap. If the scan catches up with `farthest`, the frog is stuck. O(n) time.
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
let reach = (0..<n).map { _ in input.int() }

func minimumLeaps() -> Int {
    var leaps = 0
    var currentEnd = 0  // last stone reachable with `leaps` leaps
    var farthest = 0    // last stone reachable with `leaps + 1` leaps
    for stone in 0..<(n - 1) {
        farthest = max(farthest, stone + reach[stone])
        if stone == currentEnd {  // the current range is exhausted: take another leap
            if farthest == currentEnd { return -1 }  // no stone in the range gets any further
            leaps += 1
            currentEnd = farthest
            if currentEnd >= n - 1 { break }
        }
    }
    return leaps
}
print(minimumLeaps())
