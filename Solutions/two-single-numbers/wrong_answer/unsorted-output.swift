// WRONG: finds both numbers correctly but prints them in the order the groups produce them
// (bit clear first), forgetting that the output must be sorted.
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
let nums = (0..<n).map { _ in int() }
let both = nums.reduce(0, ^)
let bit = both & (0 &- both)
var withBit = 0, withoutBit = 0
for x in nums { if x & bit != 0 { withBit ^= x } else { withoutBit ^= x } }
print(withoutBit, withBit)
