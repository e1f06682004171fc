// WRONG: assumes the best plan opens every other spot, so it compares the total of the odd
// spots with the total of the even spots (skipping negative ones). Gaps of two are missed.
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
var sums = [0, 0]
for i in 0..<n { sums[i % 2] += max(0, int()) }
print(max(sums[0], sums[1]))
