# Container With Most Water, function mode, WRONG: moves the taller post inward, which can
# only lose the best container.
class Solution:
    def maxArea(self, height: List[int]) -> int:
        i, j, best = 0, len(height) - 1, 0
        while i < j:
            best = max(best, (j - i) * min(height[i], height[j]))
            if height[i] > height[j]:
                i += 1
            else:
                j -= 1
        return best
