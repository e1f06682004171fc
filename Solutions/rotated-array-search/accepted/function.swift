// Search in a Rotated Array, function mode: at every step one half of [lo, hi] is sorted;
// keep the half that can hold target (O(log n), values distinct).
class Solution {
    func search(_ nums: [Int], _ target: Int) -> Int {
        var lo = 0, hi = nums.count - 1
        while lo <= hi {
            let mid = lo + (hi - lo) / 2
            if nums[mid] == target { return mid }
            if nums[lo] <= nums[mid] {
                if nums[lo] <= target && target < nums[mid] { hi = mid - 1 } else { lo = mid + 1 }
            } else {
                if nums[mid] < target && target <= nums[hi] { lo = mid + 1 } else { hi = mid - 1 }
            }
        }
        return -1
    }
}
