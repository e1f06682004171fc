// Trapping Rain Water, function mode: two pointers; the side with the lower running maximum
// is settled, since its water level is that maximum (O(n), O(1) memory).
class Solution {
    func trap(_ height: [Int]) -> Int {
        var i = 0, j = height.count - 1
        var leftMax = 0, rightMax = 0, water = 0
        while i <= j {
            if leftMax <= rightMax {
                leftMax = max(leftMax, height[i])
                water += leftMax - height[i]
                i += 1
            } else {
                rightMax = max(rightMax, height[j])
                water += rightMax - height[j]
                j -= 1
            }
        }
        return water
    }
}
