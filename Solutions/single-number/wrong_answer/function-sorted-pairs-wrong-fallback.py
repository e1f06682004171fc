# The Odd Sock, function mode, WRONG: walks the sorted codes in pairs and returns the first
# unmatched one, but falls back to the first code when the lone one is the largest.
class Solution:
    def singleNumber(self, nums: List[int]) -> int:
        a = sorted(nums)
        for i in range(0, len(a) - 1, 2):
            if a[i] != a[i + 1]:
                return a[i]
        return a[0]
