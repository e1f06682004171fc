#!/usr/bin/env python3
"""Writes the large Container With Most Water tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# The stretch tier's tests (n = 200000, heights up to 10^9, areas past 32 bits) go to OUT/stretch;
# the rest are within LeetCode's constraints (n <= 10^5, heights <= 10^4), the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
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


write("stretch/g01-max-random", [rng.randint(0, 10**9) for _ in range(N)])
write("stretch/g02-max-all-max", [10**9] * N)
write("stretch/g03-max-increasing", [i * 5000 for i in range(N)])
# A mountain: the best pair sits on the slopes, not at the ends.
write("stretch/g04-max-mountain", [min(i, N - 1 - i) * 10000 for i in range(N)])
h = [rng.randint(0, 1000) for _ in range(N)]
h[N // 3], h[2 * N // 3] = 10**9, 10**9
write("stretch/g05-max-two-tall-inner", h)
write("g06-medium-random", [rng.randint(0, 100) for _ in range(3000)])
# Falling slope: scanning in from the ends for the farthest post at least as tall walks past
# every shorter post (O(n^2)), as on the rising slope of g03.
write("stretch/g07-max-decreasing", [10**9 - i * 5000 for i in range(N)])
# Only two adjacent posts are non-zero: the answer is that adjacent pair, the last pair the two
# pointers meet; stops a loop that ends at left < right - 1.
h = [0] * N
h[N // 2], h[N // 2 + 1] = 10**9, 10**9
write("stretch/g08-max-only-adjacent-pair", h)

# The LeetCode tier at LeetCode's largest: n = 10^5, heights up to 10^4 (its own generator, so
# the tests above keep their random sequence).
lc = random.Random(11)
M = 100000
write("g09-leetcode-max-random", [lc.randint(0, 10**4) for _ in range(M)])
write("g10-leetcode-max-all-max", [10**4] * M)
write("g11-leetcode-max-mountain", [min(i, M - 1 - i) // 5 for i in range(M)])
write("g12-leetcode-max-decreasing", [10**4 - i // 10 for i in range(M)])
h = [0] * M
h[M // 2], h[M // 2 + 1] = 10**4, 10**4
write("g13-leetcode-max-only-adjacent-pair", h)
h = [lc.randint(0, 100) for _ in range(M)]
h[M // 3], h[2 * M // 3] = 10**4, 10**4
write("g14-leetcode-max-two-tall-inner", h)
write("g15-leetcode-max-increasing", [i // 10 for i in range(M)])
