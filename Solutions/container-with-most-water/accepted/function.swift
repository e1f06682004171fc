// Container With Most Water, function mode: two pointers from the ends, always moving the
// shorter post inward (O(n)). Int is 64-bit, so the area does not overflow.
class Solution {
    func maxArea(_ height: [Int]) -> Int {
        var i = 0, j = height.count - 1, best = 0
        while i < j {
            best = max(best, (j - i) * min(height[i], height[j]))
            if height[i] < height[j] { i += 1 } else { j -= 1 }
        }
        return best
    }
}
