// WRONG: a grid DP that only lets the robot move right or down. The cheapest route may need to
// go up or left around a wall.
import Foundation

let lines = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    .split(whereSeparator: \.isWhitespace)
let r = Int(lines[0])!, c = Int(lines[1])!
let grid = lines[2..<(2 + r)].map { Array($0.utf8) }
var dp = [[Int]](repeating: [Int](repeating: Int.max, count: c), count: r)
for y in 0..<r {
    for x in 0..<c {
        let cost = grid[y][x] == UInt8(ascii: "#") ? 1 : 0
        if y == 0 && x == 0 { dp[y][x] = 0; continue }
        var best = Int.max
        if y > 0 { best = min(best, dp[y - 1][x]) }
        if x > 0 { best = min(best, dp[y][x - 1]) }
        dp[y][x] = best + cost
    }
}
print(dp[r - 1][c - 1])
