// Search Insert Position, function mode: binary search for the first index whose value is
// at least target, over the half-open range [lo, hi) (O(log n)).
class Solution {
    func searchInsert(_ nums: [Int], _ target: Int) -> Int {
        var lo = 0, hi = nums.count
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if nums[mid] < target { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
