#!/usr/bin/env python3
"""Writes the large Koko Eating Bananas tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# The stretch tier's tests (n = 200000, h past 10^9) go to OUT/stretch; the rest are within
# LeetCode's constraints (n <= 10^4, n <= h <= 10^9), the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
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
write("stretch/g01-max-h-equals-n", [rng.randint(1, 10**9) for _ in range(N - 1)] + [10**9], N)
write("stretch/g02-max-random", [rng.randint(1, 10**9) for _ in range(N)], 10**9)
write("stretch/g03-max-large-answer", [rng.randint(10**8, 10**9) for _ in range(N)], 3 * N)
write("stretch/g04-max-small-piles", [rng.randint(1, 100) for _ in range(N)], 5 * N)
# h beyond 32 bits: hour totals near the answer do not fit in a 32-bit int.
write("stretch/g05-max-huge-h", [rng.randint(1, 10**9) for _ in range(N)], 5 * 10**9)
write("stretch/g06-max-tiny-answer", [rng.randint(1, 10**9) for _ in range(N)], 10**14)
write("g07-medium-random", [rng.randint(1, 10**6) for _ in range(1000)], 7777)
# Stops a linear scan upward from ceil(total / h) (the best lower bound): one giant pile among
# tiny ones puts the answer (999001) about 10^6 speeds above that bound, each checked in O(n).
write("stretch/g08-max-one-giant-pile", [1] * (N - 1) + [10**9], N + 1000)

# The LeetCode tier at LeetCode's largest size (n = 10^4, h <= 10^9), drawn after the rest.
L = 10**4
# h = n: the answer is the largest pile, 10^9.
write("g09-leetcode-max-h-equals-n", [rng.randint(1, 10**9) for _ in range(L - 1)] + [10**9], L)
write("g10-leetcode-max-random", [rng.randint(1, 10**9) for _ in range(L)], 10**9)
write("g11-leetcode-max-large-answer", [rng.randint(10**8, 10**9) for _ in range(L)], 3 * L)
# The one giant pile again: the answer (999001) is about 10^6 speeds above ceil(total / h).
write("g12-leetcode-max-one-giant-pile", [1] * (L - 1) + [10**9], L + 1000)
# Hours past 32 bits at small speeds while h fits: 3 piles of 805306368 in 10^9 hours (answer 3;
# at speed 1 the 2415919104 hours wrap a 32-bit int to a negative count).
write("g13-hours-wrap-32-bits-at-speed-one", [805306368] * 3, 10**9)
# The same at LeetCode's size: 10^4 piles near 10^9, h = 10^9 (hours at speed 1 reach 10^13).
write("g14-leetcode-max-hours-wrap-32-bits", [rng.randint(9 * 10**8, 10**9) for _ in range(L)], 10**9)
