# Minimum Window Cover, function mode, WRONG: only asks for each distinct letter of t once,
# so a t with a repeated letter gets a window that is too short.
class Solution:
    def minWindow(self, s: str, t: str) -> str:
        letters = set(t)
        have = Counter()
        covered = left = 0
        best = None
        for right, c in enumerate(s):
            have[c] += 1
            if c in letters and have[c] == 1:
                covered += 1
            while covered == len(letters):
                if best is None or right - left + 1 < best[1] - best[0]:
                    best = (left, right + 1)
                d = s[left]
                have[d] -= 1
                if d in letters and have[d] == 0:
                    covered -= 1
                left += 1
        return "" if best is None else s[best[0]:best[1]]
