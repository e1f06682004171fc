#!/usr/bin/env python3
"""Writes the large Best Day to Buy and Sell tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
rng = random.Random(2718)
N = 200000


def solve(p):
    cheapest, best = p[0], 0
    for price in p:
        best = max(best, price - cheapest)
        cheapest = min(cheapest, price)
    return best


def write(name, p):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(p)}\n{' '.join(map(str, p))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(f"{solve(p)}\n")


write("g01-max-random", [rng.randint(1, 10**9) for _ in range(N)])
write("g02-max-falling", [10**9 - i * 4000 for i in range(N)])
# A random walk: the best trade spans a long stretch.
p, price = [], 5 * 10**8
for _ in range(N):
    price = min(10**9, max(1, price + rng.randint(-3000, 3000)))
    p.append(price)
write("g03-max-random-walk", p)
# The global maximum comes before the global minimum.
write("g04-max-peak-then-crash", [10**9 - abs(i - 1000) for i in range(N // 2)] + [rng.randint(1, 500000) for _ in range(N // 2)])
write("g05-medium-random", [rng.randint(1, 100) for _ in range(2000)])
