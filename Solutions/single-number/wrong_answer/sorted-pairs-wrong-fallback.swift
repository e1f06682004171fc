// WRONG: sorts, then walks the pairs (0,1), (2,3), ... and reports the first element of the
// first pair that does not match. If every pair matches, the lonely code is the LAST element,
// but this falls back to the first one.
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
let codes = (0..<n).map { _ in int() }.sorted()
var answer = codes[0]
var i = 0
while i + 1 < n {
    if codes[i] != codes[i + 1] { answer = codes[i]; break }
    i += 2
}
print(answer)
