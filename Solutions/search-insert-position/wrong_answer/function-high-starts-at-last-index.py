# Search Insert Position, function mode, WRONG: searches the half-open range [0, n-1), so a
# target beyond the last element gets n-1 instead of n.
class Solution:
    def searchInsert(self, nums: List[int], target: int) -> int:
        lo, hi = 0, len(nums) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if nums[mid] < target:
                lo = mid + 1
            else:
                hi = mid
        return lo
