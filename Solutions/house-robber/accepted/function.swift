// Night Market Stalls, function mode: LeetCode's rob (Swift's Int is 64-bit, so the stretch's
// large totals and negative profits are handled too).
// best(i) = max(best(i-1), best(i-2) + p[i]), keeping only the last two values.
class Solution {
    func rob(_ nums: [Int]) -> Int {
        var twoBack = 0, oneBack = 0
        for profit in nums {
            (twoBack, oneBack) = (oneBack, max(oneBack, twoBack + profit))
        }
        return oneBack
    }
}
