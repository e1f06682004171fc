# Three Sum Zero, function mode, WRONG: never skips repeated values, so a triplet made from
# repeated numbers is reported several times.
class Solution:
    def threeSum(self, nums: List[int]) -> List[List[int]]:
        a = sorted(nums)
        result = []
        for i in range(len(a)):
            lo, hi = i + 1, len(a) - 1
            while lo < hi:
                s = a[i] + a[lo] + a[hi]
                if s < 0:
                    lo += 1
                elif s > 0:
                    hi -= 1
                else:
                    result.append([a[i], a[lo], a[hi]])
                    lo += 1
                    hi -= 1
        return result
