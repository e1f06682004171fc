// Correct but slow: XOR every pair directly. O(n^2).
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let n = int()
let a = (0..<n).map { _ in int() }
var total = 0
for i in 0..<n {
    for j in (i + 1)..<max(i + 1, n) { total = (total + (a[i] ^ a[j]) % 1_000_000_007) % 1_000_000_007 }
}
print(total)
