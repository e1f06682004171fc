// Stepping Stones, function mode: LeetCode's jump, with -1 for an unreachable last stone.
// Breadth-first in windows: the stones reachable with `leaps` leaps form a window, and the
// next window ends at the farthest i + a[i] over it. O(n).
class Solution {
    func jump(_ nums: [Int]) -> Int {
        var leaps = 0, windowEnd = 0, farthest = 0
        for i in 0..<(nums.count - 1) {
            if i > farthest { return -1 }
            farthest = max(farthest, i + nums[i])
            if i == windowEnd {
                if farthest == i { return -1 }
                leaps += 1
                windowEnd = farthest
            }
            if windowEnd >= nums.count - 1 { return leaps }
        }
        return leaps
    }
}
