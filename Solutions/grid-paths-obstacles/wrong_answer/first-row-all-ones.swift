// WRONG: initialises the whole first row and first column to 1, as in the grid without trees,
// and only applies trees from the second row/column on. A tree in the first row or column
// should cut off every cell behind it.
import Foundation

let lines = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    .split(whereSeparator: \.isWhitespace)
let r = Int(lines[0])!, c = Int(lines[1])!
let grid = lines[2..<(2 + r)].map { Array($0.utf8) }
let mod = 1_000_000_007
var dp = [[Int]](repeating: [Int](repeating: 0, count: c), count: r)
for i in 0..<r {
    for j in 0..<c {
        if grid[i][j] == UInt8(ascii: "#") { dp[i][j] = 0 } else if i == 0 || j == 0 { dp[i][j] = 1 } else { dp[i][j] = (dp[i - 1][j] + dp[i][j - 1]) % mod }
    }
}
print(dp[r - 1][c - 1])
