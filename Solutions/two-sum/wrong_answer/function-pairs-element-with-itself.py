# Two Sum, function mode, WRONG: fills the dict first, then looks up target - value,
# so an element whose double is the target pairs with itself ([i, i]).
class Solution:
    def twoSum(self, nums: List[int], target: int) -> List[int]:
        index = {value: i for i, value in enumerate(nums)}
        for i, value in enumerate(nums):
            j = index.get(target - value)
            if j is not None:
                return [i, j]
        return []
