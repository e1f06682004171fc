// Correct but slow: tries delete, insert and replace recursively without memoisation:
// exponential time.
import Foundation

let tokens = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
    .split(whereSeparator: \.isWhitespace)
let a = Array(tokens[0].utf8), b = Array(tokens[1].utf8)
func dist(_ i: Int, _ j: Int) -> Int {
    if i == a.count { return b.count - j }
    if j == b.count { return a.count - i }
    if a[i] == b[j] { return dist(i + 1, j + 1) }
    return 1 + min(dist(i + 1, j), dist(i, j + 1), dist(i + 1, j + 1))
}
print(dist(0, 0))
