# Longest Consecutive Run, function mode: sort the distinct values and measure the runs
# (O(n log n), which the statement allows).
class Solution:
    def longestConsecutive(self, nums: List[int]) -> int:
        values = sorted(set(nums))
        best = run = 0
        for i, value in enumerate(values):
            run = run + 1 if i > 0 and values[i - 1] == value - 1 else 1
            best = max(best, run)
        return best
