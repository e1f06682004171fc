#!/usr/bin/env python3
"""Writes the large Koko Eating Bananas tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
rng = random.Random(4040)
N = 200000


def hours(piles, k):
    return sum((p + k - 1) // k for p in piles)


def solve(piles, h):
    low, high = 1, max(piles)
    while low < high:
        mid = (low + high) // 2
        if hours(piles, mid) <= h:
            high = mid
        else:
            low = mid + 1
    return low


def write(name, piles, h):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(piles)} {h}\n{' '.join(map(str, piles))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(f"{solve(piles, h)}\n")


# h = n: the answer is the largest pile, 10^9 (linear search over speeds is hopeless).
write("g01-max-h-equals-n", [rng.randint(1, 10**9) for _ in range(N - 1)] + [10**9], N)
write("g02-max-random", [rng.randint(1, 10**9) for _ in range(N)], 10**9)
write("g03-max-large-answer", [rng.randint(10**8, 10**9) for _ in range(N)], 3 * N)
write("g04-max-small-piles", [rng.randint(1, 100) for _ in range(N)], 5 * N)
# h beyond 32 bits: hour totals near the answer do not fit in a 32-bit int.
write("g05-max-huge-h", [rng.randint(1, 10**9) for _ in range(N)], 5 * 10**9)
write("g06-max-tiny-answer", [rng.randint(1, 10**9) for _ in range(N)], 10**14)
write("g07-medium-random", [rng.randint(1, 10**6) for _ in range(1000)], 7777)
# Stops a linear scan upward from ceil(total / h) (the best lower bound): one giant pile among
# tiny ones puts the answer (999001) about 10^6 speeds above that bound, each checked in O(n).
write("g08-max-one-giant-pile", [1] * (N - 1) + [10**9], N + 1000)
