// Correct but slow: the busiest moment is always some meeting's start, so for every meeting
// count how many meetings are running at its start time. O(n^2).
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let n = int()
var starts = [Int](), ends = [Int]()
for _ in 0..<n { starts.append(int()); ends.append(int()) }
var rooms = 0
for t in starts {
    var running = 0
    for j in 0..<n where starts[j] <= t && t < ends[j] { running += 1 }
    rooms = max(rooms, running)
}
print(rooms)
