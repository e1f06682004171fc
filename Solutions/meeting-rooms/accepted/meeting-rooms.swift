// Meeting Rooms — sweep over sorted start and end times.
//
// Key idea: the number of rooms needed is the largest number of meetings running at the same
// moment. Sort all starts and all ends; walk through the starts in order, and before counting
// a meeting that starts at time t, release every meeting that ended at or before t (a room
// freed at t can be reused at t). O(n log n) time, O(n) memory.
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
var starts = [Int](repeating: 0, count: n), ends = starts
for i in 0..<n { starts[i] = input.int(); ends[i] = input.int() }
starts.sort()
ends.sort()

var running = 0, rooms = 0
var nextEnd = 0  // index of the earliest meeting end not yet released
for start in starts {
    while ends[nextEnd] <= start {  // always stops: this meeting's own end is > start
        running -= 1
        nextEnd += 1
    }
    running += 1
    rooms = max(rooms, running)
}
print(rooms)
