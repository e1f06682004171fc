#!/usr/bin/env python3
"""Writes the large Search in a Rotated Array tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
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
write("g01-max-absent-queries", rotated(base, N // 3), [rng.randint(-10**9, base[0] - 1) for _ in range(Q)])
a = rotated(base, 123457)
write("g02-max-mixed", a, [rng.choice(a) if rng.random() < 0.5 else rng.randint(-10**9, 10**9) for _ in range(Q)])
a = rotated(base, N - 1)
write("g03-max-rotated-by-n-minus-1", a, [rng.choice(a) for _ in range(Q)])
write("g04-max-not-rotated", base, [rng.choice(base) for _ in range(Q)])
small = list(range(0, 600, 3))
write("g05-medium-every-rotation-queries", rotated(small, 77), [rng.randint(-3, 603) for _ in range(5000)])
