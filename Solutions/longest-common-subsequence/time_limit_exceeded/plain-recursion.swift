// Correct but slow: the recurrence evaluated by plain recursion, without remembering results.
// Mismatches branch in two: exponential time.
import Foundation

let tokens = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    .split(whereSeparator: \.isWhitespace)
let a = Array(tokens[0].utf8), b = Array(tokens[1].utf8)
func lcs(_ i: Int, _ j: Int) -> Int {
    if i == a.count || j == b.count { return 0 }
    if a[i] == b[j] { return 1 + lcs(i + 1, j + 1) }
    return max(lcs(i + 1, j), lcs(i, j + 1))
}
print(lcs(0, 0))
