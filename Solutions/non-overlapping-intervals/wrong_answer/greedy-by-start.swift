// WRONG: sorts by start time and, on a clash, cancels the newcomer. A long slot that starts
// early then blocks many short slots that should have been kept instead.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var sign = 1
    if data[pos] == 45 { sign = -1; pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return sign * v
}
let n = int()
let slots = (0..<n).map { _ in (int(), int()) }.sorted { $0 < $1 }
var cancelled = 0, lastEnd = Int.min
for (l, r) in slots {
    if l >= lastEnd { lastEnd = r } else { cancelled += 1 }
}
print(cancelled)
