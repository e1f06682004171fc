// Correct but slow: for every code, count its occurrences by scanning the whole list. O(n^2).
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
let codes = (0..<n).map { _ in int() }
for x in codes {
    var count = 0
    for y in codes where y == x { count += 1 }
    if count == 1 { print(x); break }
}
