// Common Ancestry, function mode: LeetCode's longestCommonSubsequence. lcs[i][j] over two
// rolling rows: lcs[i-1][j-1] + 1 on a match, else max(lcs[i-1][j], lcs[i][j-1]).
class Solution {
    func longestCommonSubsequence(_ text1: String, _ text2: String) -> Int {
        let a = Array(text1.utf8), b = Array(text2.utf8)
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        for letter in a {
            for j in 0..<b.count {
                current[j + 1] = letter == b[j] ? previous[j] + 1 : max(previous[j + 1], current[j])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
