// Festival Stage Schedule — greedy by earliest end.
//
// Key idea: cancelling the fewest slots = keeping the most non-clashing slots. Among all slots
// that could come first, the one that ends earliest leaves the most room for the rest, so an
// exchange argument shows it is always safe to keep it. Sort by end and keep every slot that
// starts at or after the end of the last kept one. O(n log n) time, O(n) memory.
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
let slots = (0..<n).map { _ in (start: input.int(), end: input.int()) }
    .sorted { $0.end < $1.end }

var kept = 0
var lastEnd = Int.min
for slot in slots where slot.start >= lastEnd {  // touching at an end point is allowed
    kept += 1
    lastEnd = slot.end
}
print(n - kept)
