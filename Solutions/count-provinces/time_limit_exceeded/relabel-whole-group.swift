// Correct but slow: "quick find". Every village stores its province label; a road between
// two provinces relabels one of them by scanning all n villages: O(n * m).
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let n = int(), m = int()
var label = Array(0...n)
var provinces = n
for _ in 0..<m {
    let a = label[int()], b = label[int()]
    if a == b { continue }
    for v in 1...n where label[v] == a { label[v] = b }
    provinces -= 1
}
print(provinces)
