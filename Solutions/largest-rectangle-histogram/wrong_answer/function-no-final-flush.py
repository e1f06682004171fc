# Largest Rectangle in a Histogram, function mode, WRONG: never flushes the stack after the
# last bar, so rectangles reaching the right end are never measured.
class Solution:
    def largestRectangleArea(self, heights: List[int]) -> int:
        stack = []
        best = 0
        for i, h in enumerate(heights):
            while stack and heights[stack[-1]] >= h:
                top = stack.pop()
                left = stack[-1] if stack else -1
                best = max(best, heights[top] * (i - left - 1))
            stack.append(i)
        return best
