// Correct but slow: ending[i] = p[i] + the best plan ending at any spot j <= i - 2 (or
// nothing), found by scanning all earlier spots: O(n^2).
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
let p = (0..<n).map { _ in int() }
var ending = [Int](repeating: 0, count: n)
var answer = 0
for i in 0..<n {
    var before = 0
    var j = i - 2
    while j >= 0 { before = max(before, ending[j]); j -= 1 }
    ending[i] = p[i] + before
    answer = max(answer, ending[i])
}
print(answer)
