# Sliding Window Maximum, function mode, WRONG: keeps values rather than indices in the deque
# and pops the front when it equals the value leaving the window, while equal values were
# already popped from the back: the maximum leaves too early when it was repeated.
class Solution:
    def maxSlidingWindow(self, nums: List[int], k: int) -> List[int]:
        window = deque()
        result = []
        for i, value in enumerate(nums):
            while window and window[-1] <= value:
                window.pop()
            window.append(value)
            if i >= k and window[0] == nums[i - k]:
                window.popleft()
            if i >= k - 1:
                result.append(window[0] if window else value)
        return result
