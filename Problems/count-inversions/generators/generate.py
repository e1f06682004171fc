#!/usr/bin/env python3
"""Writes the large Count Inversions tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys
from bisect import bisect_right, insort
from functools import partial

OUT = sys.argv[1]
rng = random.Random(6174)
N = 300000


def count(a):
    """Returns (sorted a, inversions). The cross count uses C-level bisect calls."""
    if len(a) <= 64:  # small piece: insert one by one, counting larger earlier elements
        seen, inversions = [], 0
        for i, v in enumerate(a):
            inversions += i - bisect_right(seen, v)
            insort(seen, v)
        return seen, inversions
    mid = len(a) // 2
    left, x = count(a[:mid])
    right, y = count(a[mid:])
    bigger_in_left = len(left) * len(right) - sum(map(partial(bisect_right, left), right))
    return sorted(left + right), x + y + bigger_in_left


def write(name, a):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(a)}\n{' '.join(map(str, a))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(f"{count(a)[1]}\n")


write("g01-max-reversed", list(range(10**9, 10**9 - 3 * N, -3)))
write("g02-max-random", [rng.randint(-10**9, 10**9) for _ in range(N)])
write("g03-max-few-values", [rng.randint(0, 5) for _ in range(N)])
write("g04-max-all-equal", [7] * N)
a = list(range(N))
for _ in range(1000):
    i, j = rng.randrange(N), rng.randrange(N)
    a[i], a[j] = a[j], a[i]
write("g05-max-nearly-sorted", a)
write("g06-medium-random", [rng.randint(-100, 100) for _ in range(4000)])
