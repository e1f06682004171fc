"""Minimum Window Cover: sliding window with letter counts. O(|s| + |t|).

need[c] is how many more copies of c the window still needs (negative: a surplus), and
missing is the total of the positive needs. Grow the right end; while nothing is missing,
record the window (only a strictly shorter one replaces the best, so the leftmost wins)
and shrink from the left."""
import sys
from collections import Counter


def main():
    s, t = sys.stdin.read().split()
    need = Counter(t)
    missing = len(t)
    best = None
    left = 0
    for right, c in enumerate(s):
        if need[c] > 0:
            missing -= 1
        need[c] -= 1
        while missing == 0:
            if best is None or right - left < best[1] - best[0]:
                best = (left, right)
            need[s[left]] += 1
            if need[s[left]] > 0:
                missing += 1
            left += 1
    if best is None:
        print(-1)
    else:
        print(best[0] + 1, best[1] + 1)


main()
