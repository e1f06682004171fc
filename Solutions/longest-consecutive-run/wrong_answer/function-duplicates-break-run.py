# Longest Consecutive Run, function mode, WRONG: sorts without removing duplicates, so a
# repeated value inside a run restarts the count.
class Solution:
    def longestConsecutive(self, nums: List[int]) -> int:
        values = sorted(nums)
        best = run = 0
        for i, value in enumerate(values):
            run = run + 1 if i > 0 and values[i - 1] == value - 1 else 1
            best = max(best, run)
        return best
