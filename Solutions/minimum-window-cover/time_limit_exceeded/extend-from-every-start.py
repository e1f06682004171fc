# Correct but O(|s|^2) on long windows: from every start, extends a fresh window
# until it covers t.
import sys
from collections import Counter


def main():
    s, t = sys.stdin.read().split()
    need = Counter(t)
    best = None
    for left in range(len(s)):
        still_needed = need.copy()
        still_missing = len(t)
        right = left
        while right < len(s) and still_missing > 0:
            c = s[right]
            if still_needed[c] > 0:
                still_missing -= 1
            still_needed[c] -= 1
            right += 1
        if still_missing > 0:
            break  # no window starting here or later
        if best is None or right - 1 - left < best[1] - best[0]:
            best = (left, right - 1)
    if best is None:
        print(-1)
    else:
        print(best[0] + 1, best[1] + 1)


main()
