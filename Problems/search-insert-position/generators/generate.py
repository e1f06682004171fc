#!/usr/bin/env python3
"""Writes the large Search Insert Position tests into OUTDIR (argv[1]). Deterministic."""
import bisect
import os
import random
import sys

OUT = sys.argv[1]
rng = random.Random(16180)
N = Q = 200000


def write(name, a, queries):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(a)} {len(queries)}\n{' '.join(map(str, a))}\n{' '.join(map(str, queries))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(" ".join(str(bisect.bisect_left(a, x)) for x in queries) + "\n")


a = sorted(rng.sample(range(-10**9, 10**9 + 1), N))
write("g01-max-queries-past-the-end", a, [rng.randint(a[-1] - 1000, 10**9) for _ in range(Q)])
write("g02-max-random", a, [rng.randint(-10**9, 10**9) for _ in range(Q)])
write("g03-max-present-values", a, [rng.choice(a) for _ in range(Q)])
b = list(range(0, 2 * N, 2))
write("g04-max-even-numbers", b, [rng.randint(-5, 2 * N + 5) for _ in range(Q)])
write("g05-medium-random", b[:3000], [rng.randint(-5, 6005) for _ in range(3000)])
