// Merge Bookings — sort by start, then one sweep.
//
// Key idea: after sorting by start, a booking either overlaps the block being built (it starts
// no later than the block's end) or starts a new block; no earlier block can be touched again.
// When extending, take the larger end: a booking may lie entirely inside the block.
// O(n log n) time, O(n) memory.
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
let bookings = (0..<n).map { _ in (start: input.int(), end: input.int()) }
    .sorted { $0.start < $1.start }

var blocks: [(start: Int, end: Int)] = []
for booking in bookings {
    if let last = blocks.last, booking.start <= last.end {
        blocks[blocks.count - 1].end = max(last.end, booking.end)
    } else {
        blocks.append(booking)
    }
}

var output = "\(blocks.count)\n"
for block in blocks { output += "\(block.start) \(block.end)\n" }
print(output, terminator: "")
