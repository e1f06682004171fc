// WRONG: treats a meeting ending at t and one starting at t as overlapping (releases a room
// only when its meeting ended strictly before the new start), so back-to-back meetings get
// separate rooms.
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
starts.sort(); ends.sort()
var running = 0, rooms = 0, j = 0
for s in starts {
    while ends[j] < s { running -= 1; j += 1 }
    running += 1
    rooms = max(rooms, running)
}
print(rooms)
