#!/usr/bin/env python3
"""Writes the large Search Insert Position tests into OUTDIR (argv[1]). Deterministic."""
import bisect
import os
import random
import sys

OUT = sys.argv[1]
# The stretch tier's tests (n = 200000, values to 10^9) go to OUT/stretch; the rest keep to
# LeetCode's constraints (n <= 10^4, |values| <= 10^4), the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(16180)
N = Q = 200000


def write(name, a, queries):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(a)} {len(queries)}\n{' '.join(map(str, a))}\n{' '.join(map(str, queries))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(" ".join(str(bisect.bisect_left(a, x)) for x in queries) + "\n")


a = sorted(rng.sample(range(-10**9, 10**9 + 1), N))
write("stretch/g01-max-queries-past-the-end", a, [rng.randint(a[-1] - 1000, 10**9) for _ in range(Q)])
write("stretch/g02-max-random", a, [rng.randint(-10**9, 10**9) for _ in range(Q)])
write("stretch/g03-max-present-values", a, [rng.choice(a) for _ in range(Q)])
b = list(range(0, 2 * N, 2))
write("stretch/g04-max-even-numbers", b, [rng.randint(-5, 2 * N + 5) for _ in range(Q)])
write("g05-medium-random", b[:3000], [rng.randint(-5, 6005) for _ in range(3000)])

# The LeetCode tier at its largest: n = 10^4 values within [-10^4, 10^4] and 10^4 queries
# (function mode asks the first), the same kinds as above.
LN = LQ = 10**4
a = sorted(rng.sample(range(-10**4, 10**4 + 1), LN))
write("g06-leetcode-max-queries-past-the-end", a, [rng.randint(a[-1] - 10, 10**4) for _ in range(LQ)])
write("g07-leetcode-max-random", a, [rng.randint(-10**4, 10**4) for _ in range(LQ)])
write("g08-leetcode-max-present-values", a, [rng.choice(a) for _ in range(LQ)])
b = list(range(-10**4, 10**4, 2))
write("g09-leetcode-max-even-numbers", b, [rng.randint(-10**4, 10**4) for _ in range(LQ)])
