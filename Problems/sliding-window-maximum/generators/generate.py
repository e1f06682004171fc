#!/usr/bin/env python3
"""Writes the large Sliding Window Maximum tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys
from collections import deque

OUT = sys.argv[1]
# The stretch tier's tests (n past 10^5, values to 10^9) go to OUT/stretch; the rest keep to
# LeetCode's constraints (n <= 10^5, |a[i]| <= 10^4), the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(31337)
N = 300000


def solve(a, k):
    window = deque()
    out = []
    for i, v in enumerate(a):
        while window and a[window[-1]] <= v:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            out.append(a[window[0]])
    return " ".join(map(str, out))


def write(name, a, k):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(a)} {k}\n{' '.join(map(str, a))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(solve(a, k) + "\n")


write("stretch/g01-max-random-half-window", [rng.randint(-10**9, 10**9) for _ in range(N)], N // 2)
write("stretch/g02-max-decreasing", [10**9 - 5000 * i for i in range(N)], 100000)
write("stretch/g03-max-few-values", [rng.randint(0, 3) for _ in range(N)], 1000)
write("stretch/g04-max-random-small-window", [rng.randint(-10**9, 10**9) for _ in range(N)], 7)
write("stretch/g05-max-increasing", [-10**9 + 5000 * i for i in range(N)], 150000)
write("g06-medium-random", [rng.randint(-20, 20) for _ in range(4000)], 37)
# Strictly decreasing by 1 from the top of the range, n = 200000, k = 100000: the maximum slides
# out at every step, so "rescan the window only when its maximum leaves" does 10^10 steps here;
# also stops a runner-up that is not recomputed after the maximum leaves.
write("stretch/g07-decreasing-by-one", [10**9 - i for i in range(200000)], 100000)

# The LeetCode tier at its largest: n = 10^5, values within [-10^4, 10^4] (so the long runs fall
# or rise one step every 5 positions), the same kinds of window as above.
LN, LV = 10**5, 10**4
write("g08-leetcode-max-random-half-window", [rng.randint(-LV, LV) for _ in range(LN)], LN // 2)
write("g09-leetcode-max-decreasing", [LV - i // 5 for i in range(LN)], 30000)
write("g10-leetcode-max-few-values", [rng.randint(0, 3) for _ in range(LN)], 1000)
write("g11-leetcode-max-random-small-window", [rng.randint(-LV, LV) for _ in range(LN)], 7)
write("g12-leetcode-max-increasing", [-LV + i // 5 for i in range(LN)], 50000)
