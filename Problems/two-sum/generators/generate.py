#!/usr/bin/env python3
"""Writes the large Two Sum tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# The stretch tier's tests (n = 200000, targets past 10^9) go to OUT/stretch; the rest are
# within LeetCode's constraints (n <= 10^4, |target| <= 10^9), the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(20260521)


def make(n, target, lo, hi, pos_i, pos_j, first):
    """n values in [lo, hi] with the single pair (first, target-first) planted at pos_i < pos_j (0-based)."""
    second = target - first
    seen = {first, second}
    values = []
    while len(values) < n - 2:
        v = rng.randint(lo, hi)
        if target - v in seen:  # would create a second pair (or pair with a planted value)
            continue
        seen.add(v)
        values.append(v)
    values.insert(pos_i, first)
    values.insert(pos_j, second)
    return values


def solve(target, a):
    index = {}
    for j, v in enumerate(a):
        if target - v in index:
            return index[target - v] + 1, j + 1
        index[v] = j
    raise AssertionError("no pair")


def write(name, target, a):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(a)} {target}\n{' '.join(map(str, a))}\n")
    i, j = solve(target, a)
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(f"{i} {j}\n")


N = 200000
write("stretch/g01-max-pair-at-end", 123456789, make(N, 123456789, -10**9, 10**9, N - 2, N - 1, 987654321))
write("stretch/g02-max-extreme-values", -2 * 10**9 + 1, make(N, -2 * 10**9 + 1, -10**9, -10**9 + 10**6, N - 3, N - 1, -10**9))
write("stretch/g03-max-many-duplicates", 100000, make(N, 100000, -1000, 1000, N - 5, N - 2, 40000))
write("stretch/g04-max-pair-far-apart", 0, make(N, 0, -10**9, 10**9, 0, N - 1, 5))
write("g05-medium-random", 77, make(5000, 77, -10**6, 10**6, 1234, 4321, -300))
write("g06-small-random", -5, make(300, -5, -50, 50, 17, 299, -2))


def with_decoy(a, target, pos):
    """a with one copy of target / 2 (target even) inserted at pos: it pairs only with itself."""
    half = target // 2
    assert target % 2 == 0 and half not in a
    return a[:pos] + [half] + a[pos:]


# Stops "a negative target needs two negative parts" (skipping positive entries when target < 0):
# target -63 = 999999937 + (-1000000000), the positive part early, the negative part last.
write("stretch/g07-max-negative-target-positive-part", -63,
      make(N, -63, -10**9, 10**9, 10, N - 1, 999999937))
# Stops pairing an element with itself: target / 2 appears once, at the very front, before the real pair.
write("stretch/g08-max-half-value-decoy-first", 2 * 424242,
      with_decoy(make(N - 1, 2 * 424242, -10**9, 10**9, N // 2, N - 2, -5), 2 * 424242, 0))
