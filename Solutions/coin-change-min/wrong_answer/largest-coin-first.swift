// WRONG: greedy — always take the largest coin that still fits. Works for everyday currency
// (1, 2, 5) but not in general: for coins 1, 3, 4 and amount 6 it pays 4+1+1 instead of 3+3.
import Foundation

var data = [UInt8](FileHandle.standardInput.readDataToEndOfFile()), pos = 0
func int() -> Int {
    while data[pos] <= 32 { pos += 1 }
    var v = 0
    while pos < data.count, data[pos] > 32 { v = v * 10 + Int(data[pos] - 48); pos += 1 }
    return v
}
let k = int()
var left = int()
let coins = (0..<k).map { _ in int() }.sorted(by: >)
var count = 0
for c in coins where c <= left {
    count += left / c
    left %= c
}
print(left == 0 ? count : -1)
