# Wrong: from each stone, leaps to the stone in range with the biggest number a[j] instead
# of the one that reaches farthest (largest j + a[j]).
class Solution:
    def jump(self, nums: List[int]) -> int:
        last = len(nums) - 1
        at = leaps = 0
        while at < last:
            if nums[at] == 0:
                return -1
            if at + nums[at] >= last:
                return leaps + 1
            reach = at + nums[at]
            at = max(range(at + 1, reach + 1), key=lambda j: nums[j])
            leaps += 1
        return leaps
