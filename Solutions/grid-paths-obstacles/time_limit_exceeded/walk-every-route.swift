// Correct but slow: walks every route recursively (right or down), counting arrivals.
// The number of routes is astronomically large on open grids.
import Foundation

let lines = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    .split(whereSeparator: \.isWhitespace)
let r = Int(lines[0])!, c = Int(lines[1])!
let grid = lines[2..<(2 + r)].map { Array($0.utf8) }
var count = 0
func walk(_ i: Int, _ j: Int) {
    if i >= r || j >= c || grid[i][j] == UInt8(ascii: "#") { return }
    if i == r - 1 && j == c - 1 { count = (count + 1) % 1_000_000_007; return }
    walk(i + 1, j)
    walk(i, j + 1)
}
walk(0, 0)
print(count)
