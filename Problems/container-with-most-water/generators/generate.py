#!/usr/bin/env python3
"""Writes the large Container With Most Water tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
rng = random.Random(90210)
N = 200000


def solve(h):
    left, right, best = 0, len(h) - 1, 0
    while left < right:
        best = max(best, (right - left) * min(h[left], h[right]))
        if h[left] < h[right]:
            left += 1
        else:
            right -= 1
    return best


def write(name, h):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(h)}\n{' '.join(map(str, h))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(f"{solve(h)}\n")


write("g01-max-random", [rng.randint(0, 10**9) for _ in range(N)])
write("g02-max-all-max", [10**9] * N)
write("g03-max-increasing", [i * 5000 for i in range(N)])
# A mountain: the best pair sits on the slopes, not at the ends.
write("g04-max-mountain", [min(i, N - 1 - i) * 10000 for i in range(N)])
h = [rng.randint(0, 1000) for _ in range(N)]
h[N // 3], h[2 * N // 3] = 10**9, 10**9
write("g05-max-two-tall-inner", h)
write("g06-medium-random", [rng.randint(0, 100) for _ in range(3000)])
# Falling slope: scanning in from the ends for the farthest post at least as tall walks past
# every shorter post (O(n^2)), as on the rising slope of g03.
write("g07-max-decreasing", [10**9 - i * 5000 for i in range(N)])
# Only two adjacent posts are non-zero: the answer is that adjacent pair, the last pair the two
# pointers meet; stops a loop that ends at left < right - 1.
h = [0] * N
h[N // 2], h[N // 2 + 1] = 10**9, 10**9
write("g08-max-only-adjacent-pair", h)
