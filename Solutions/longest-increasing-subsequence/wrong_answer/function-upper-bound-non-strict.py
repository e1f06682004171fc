# Wrong: bisect_right replaces the first tail greater than the reading, so an equal reading
# extends the run: it counts non-decreasing subsequences (5 5 5 gives 3, not 1).
class Solution:
    def lengthOfLIS(self, nums: List[int]) -> int:
        tails = []
        for value in nums:
            i = bisect_right(tails, value)
            if i == len(tails):
                tails.append(value)
            else:
                tails[i] = value
        return len(tails)
