# Wrong: takes or skips each item on its own, so items with equal tags give the same basket
# several times.
class Solution:
    def subsetsWithDup(self, nums: List[int]) -> List[List[int]]:
        baskets = [[]]
        for tag in nums:
            baskets += [basket + [tag] for basket in baskets]
        return baskets
