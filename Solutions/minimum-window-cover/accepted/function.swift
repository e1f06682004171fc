// Minimum Window Cover, function mode: a sliding window over s with the letters still
// missing from t; shrink from the left while it covers t, keeping the first shortest (O(|s|)).
class Solution {
    func minWindow(_ s: String, _ t: String) -> String {
        let a = Array(s.utf8)
        var need = [Int](repeating: 0, count: 128)
        for c in t.utf8 { need[Int(c)] += 1 }
        var missing = t.utf8.count
        var bestStart = 0, bestLength = Int.max, left = 0
        for right in 0..<a.count {
            let c = Int(a[right])
            if need[c] > 0 { missing -= 1 }
            need[c] -= 1
            while missing == 0 {
                if right - left + 1 < bestLength {
                    bestStart = left
                    bestLength = right - left + 1
                }
                let d = Int(a[left])
                need[d] += 1
                if need[d] > 0 { missing += 1 }
                left += 1
            }
        }
        if bestLength == Int.max { return "" }
        return String(decoding: a[bestStart..<bestStart + bestLength], as: UTF8.self)
    }
}
