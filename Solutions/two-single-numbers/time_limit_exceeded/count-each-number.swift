// Correct but slow: counts every number by scanning the whole list. O(n^2).
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
var lonely: [Int] = []
for x in nums where lonely.count < 2 {
    var count = 0
    for y in nums where y == x { count += 1 }
    if count == 1 { lonely.append(x) }
}
print(lonely.min()!, lonely.max()!)
