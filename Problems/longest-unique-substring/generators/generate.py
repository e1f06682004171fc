#!/usr/bin/env python3
"""Writes the large Longest Unique Substring tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
rng = random.Random(6060)
N = 200000


def solve(a):
    last = {}
    left = best = 0
    for right, v in enumerate(a):
        if v in last and last[v] >= left:
            left = last[v] + 1
        last[v] = right
        best = max(best, right - left + 1)
    return best


def write(name, a):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(a)}\n{' '.join(map(str, a))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(f"{solve(a)}\n")


write("g01-max-all-distinct", rng.sample(range(1, 10**9), N))
# Distinct except one repeat in the middle.
a = rng.sample(range(1, 10**9), N)
a[N // 2 + 7] = a[N // 2 - 50000]
write("g02-max-one-repeat", a)
write("g03-max-small-alphabet", [rng.randint(1, 1000) for _ in range(N)])
write("g04-max-medium-alphabet", [rng.randint(1, 150000) for _ in range(N)])
# Palindromic pattern: stale positions far to the left of the window.
half = rng.sample(range(1, 10**9), N // 2)
write("g05-max-mirror", half + half[::-1])
write("g06-medium-random", [rng.randint(1, 30) for _ in range(3000)])
# A periodic log: the same 50000 distinct ids over and over. The first repeat is of the
# window's first id (stale-check-strict with last > left misses it; measure-before-shrinking
# counts a window with both copies), and every later play is a repeat, so clearing and
# rebuilding the window's set at each repeat costs 50000 steps each time
# (rebuild-window-on-repeat).
ids = rng.sample(range(1, 10**9 + 1), 50000)
write("g07-max-period-50000", [ids[i % 50000] for i in range(N)])
# The same with 20000 ids.
ids = rng.sample(range(1, 10**9 + 1), 20000)
write("g08-max-period-20000", [ids[i % 20000] for i in range(N)])
