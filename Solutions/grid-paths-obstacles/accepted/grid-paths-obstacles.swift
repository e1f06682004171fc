// Robot in the Orchard — counting monotone lattice paths with a rolling DP row.
//
// Key idea: the robot enters an open cell either from above or from the left, so
// routes(i, j) = routes(i-1, j) + routes(i, j-1), and a tree cell has 0 routes. Sweeping
// row by row, `row[j]` still holds the value from the row above when we reach it, and the
// running `fromLeft` is the value just computed to its left. A tree resets the count, which
// also handles trees in the first row or column. O(r * c) time, O(c) memory.
import Foundation

let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
var pos = 0

/// Returns the next whitespace-separated token as a slice of the input bytes.
func token() -> ArraySlice<UInt8> {
    while pos < bytes.count, bytes[pos] <= 32 { pos += 1 }
    let start = pos
    while pos < bytes.count, bytes[pos] > 32 { pos += 1 }
    return bytes[start..<pos]
}

let modulus = 1_000_000_007
let rows = Int(String(decoding: token(), as: UTF8.self))!
let cols = Int(String(decoding: token(), as: UTF8.self))!

var row = [Int](repeating: 0, count: cols)
row[0] = 1  // one way to "arrive" at the start, unless it holds a tree (handled below)
for _ in 0..<rows {
    var fromLeft = 0
    for (j, cell) in token().enumerated() {
        fromLeft = cell == UInt8(ascii: "#") ? 0 : (fromLeft + row[j]) % modulus
        row[j] = fromLeft
    }
}
print(row[cols - 1])
