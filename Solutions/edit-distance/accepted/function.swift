// Spell Checker Distance, function mode: LeetCode's minDistance. The Levenshtein table kept
// as two rolling rows over the bytes of word2; O(|word1| * |word2|) time, O(|word2|) memory.
class Solution {
    func minDistance(_ word1: String, _ word2: String) -> Int {
        let a = Array(word1.utf8), b = Array(word2.utf8)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 0..<a.count {
            current[0] = i + 1
            for j in 0..<b.count {
                let replace = previous[j] + (a[i] == b[j] ? 0 : 1)
                current[j + 1] = min(replace, previous[j + 1] + 1, current[j] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
