// Correct but slow: longest[i] = 1 + max longest[j] over j < i with t[j] < t[i]. O(n^2).
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
let t = (0..<n).map { _ in int() }
var longest = [Int](repeating: 1, count: n)
for i in 0..<n {
    for j in 0..<i where t[j] < t[i] && longest[j] + 1 > longest[i] { longest[i] = longest[j] + 1 }
}
print(longest.max()!)
