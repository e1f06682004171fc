#!/usr/bin/env python3
"""Writes the large Search in a Rotated Array tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# The stretch tier's tests (n = 200000, values to 10^9) go to OUT/stretch; the rest keep to
# LeetCode's constraints (n <= 5000, |values| <= 10^4), the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(2024)
N = Q = 200000


def write(name, a, queries):
    position = {v: i for i, v in enumerate(a)}
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(a)} {len(queries)}\n{' '.join(map(str, a))}\n{' '.join(map(str, queries))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(" ".join(str(position.get(x, -1)) for x in queries) + "\n")


def rotated(values, r):
    return values[r:] + values[:r]


base = sorted(rng.sample(range(-10**9, 10**9 + 1), N))
# Absent values just below the array's minimum scan the whole array in a naive search.
write("stretch/g01-max-absent-queries", rotated(base, N // 3), [rng.randint(-10**9, base[0] - 1) for _ in range(Q)])
a = rotated(base, 123457)
write("stretch/g02-max-mixed", a, [rng.choice(a) if rng.random() < 0.5 else rng.randint(-10**9, 10**9) for _ in range(Q)])
a = rotated(base, N - 1)
write("stretch/g03-max-rotated-by-n-minus-1", a, [rng.choice(a) for _ in range(Q)])
write("stretch/g04-max-not-rotated", base, [rng.choice(base) for _ in range(Q)])
small = list(range(0, 600, 3))
write("g05-medium-every-rotation-queries", rotated(small, 77), [rng.randint(-3, 603) for _ in range(5000)])

# The LeetCode tier at its largest: n = 5000 distinct values within [-9000, 10^4] (room below the
# minimum for absent queries down to -10^4), 5000 queries (function mode asks the first),
# rotated as above.
LN = LQ = 5000
base = sorted(rng.sample(range(-9000, 10**4 + 1), LN))
write("g06-leetcode-max-absent-queries", rotated(base, LN // 3), [rng.randint(-10**4, base[0] - 1) for _ in range(LQ)])
a = rotated(base, 3087)
write("g07-leetcode-max-mixed", a, [rng.choice(a) if rng.random() < 0.5 else rng.randint(-10**4, 10**4) for _ in range(LQ)])
a = rotated(base, LN - 1)
write("g08-leetcode-max-rotated-by-n-minus-1", a, [rng.choice(a) for _ in range(LQ)])
write("g09-leetcode-max-not-rotated", base, [rng.choice(base) for _ in range(LQ)])
