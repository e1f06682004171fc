#!/usr/bin/env python3
"""Writes the large Maximum Gap tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
rng = random.Random(5050)
N = 300000


def solve(a):
    s = sorted(a)
    return max((y - x for x, y in zip(s, s[1:])), default=0)


def write(name, a):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(a)}\n{' '.join(map(str, a))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(f"{solve(a)}\n")


write("g01-max-random", [rng.randint(0, 10**9) for _ in range(N)])
a = [rng.randint(0, 10**9) for _ in range(N)]
write("g02-max-reversed-sorted", sorted(a, reverse=True))
# Evenly spaced with one wider hole.
a = [i * 3000 for i in range(N)]
a = [v + 1234 if v >= 150000 * 3000 else v for v in a]
rng.shuffle(a)
write("g03-max-even-spacing-one-hole", a)
write("g04-max-few-values", [rng.choice([0, 7, 10**6, 10**9]) for _ in range(N)])
write("g05-max-clustered", [rng.randint(0, 1000) + rng.choice([0, 5 * 10**8, 10**9 - 1000]) for _ in range(N)])
write("g06-medium-random", [rng.randint(0, 10**5) for _ in range(3000)])
# All stations far from 0 (the top 10^6 of the range): buckets sized from the maximum alone,
# as if the minimum were 0, are far too wide and hide the real gaps inside one bucket.
write("g07-max-far-from-zero", [rng.randint(10**9 - 10**6, 10**9) for _ in range(N)])
# Station 0 alone, then everything in the upper half: the longest stretch starts at 0, so
# treating a bucket maximum of 0 as "empty", or skipping the first sorted gap, loses it.
a = [0] + [rng.randint(5 * 10**8, 10**9) for _ in range(N - 1)]
rng.shuffle(a)
write("g08-max-zero-then-far", a)
