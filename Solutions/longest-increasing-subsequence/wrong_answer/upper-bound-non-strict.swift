// WRONG: binary-searches the first tail that is > x (upper bound) instead of >= x. Equal
// readings then extend a streak, which computes the longest NON-decreasing subsequence.
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
var tails: [Int] = []
for _ in 0..<n {
    let x = int()
    var lo = 0, hi = tails.count
    while lo < hi { let mid = (lo + hi) / 2; if tails[mid] <= x { lo = mid + 1 } else { hi = mid } }
    if lo == tails.count { tails.append(x) } else { tails[lo] = x }
}
print(tails.count)
