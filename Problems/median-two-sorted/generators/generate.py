#!/usr/bin/env python3
"""Writes the large Median of Two Sorted Arrays tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# The stretch tier's tests (arrays past 1000 values, values up to 2 * 10^9) go to OUT/stretch;
# the leetcode-* tests at the end keep to LeetCode's constraints (arrays of at most 1000 values
# within [-10^6, 10^6]).
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(1729)


def twice_median(a, b, i, j):
    """Split search: t elements of a[:i] are among the k = (L+1)//2 smallest."""
    total = i + j
    k = (total + 1) // 2
    low, high = max(0, k - j), min(k, i)
    while low < high:
        t = (low + high) // 2
        if a[t] < b[k - t - 1]:
            low = t + 1
        else:
            high = t
    t = low
    candidates = []
    if t > 0:
        candidates.append(a[t - 1])
    if k - t > 0:
        candidates.append(b[k - t - 1])
    kth = max(candidates)
    if total % 2:
        return 2 * kth
    following = []
    if t < i:
        following.append(a[t])
    if k - t < j:
        following.append(b[k - t])
    return kth + min(following)


def write(name, a, b, queries):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(a)} {len(b)} {len(queries)}\n{' '.join(map(str, a))}\n{' '.join(map(str, b))}\n")
        f.write("".join(f"{i} {j}\n" for i, j in queries))
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write("".join(f"{twice_median(a, b, i, j)}\n" for i, j in queries))


def sorted_values(count, lo, hi):
    span = hi - lo + 1
    return sorted(lo + int(rng.random() * span) for _ in range(count))


N = 200000
Q = 60000
a = sorted_values(N, -2 * 10**9, 2 * 10**9)
b = sorted_values(N, -2 * 10**9, 2 * 10**9)
write("stretch/g01-max-long-prefixes", a, b, [(rng.randint(N - 1000, N), rng.randint(N - 1000, N)) for _ in range(Q)])
write("stretch/g02-max-random-prefixes", a, b, [(rng.randint(1, N), rng.randint(0, N)) for _ in range(Q)])
c = sorted_values(N, 2 * 10**9 - 1000, 2 * 10**9)
d = sorted_values(N, -2 * 10**9, -2 * 10**9 + 1000)
write("stretch/g03-max-disjoint-extremes", c, d, [(rng.randint(N // 2, N), rng.randint(N // 2, N)) for _ in range(Q // 2)])
write("stretch/g04-max-both-near-top", c, c, [(rng.randint(1, N), rng.randint(1, N)) for _ in range(Q // 2)])
write("stretch/g05-max-one-empty", [], b, [(0, rng.randint(1, N)) for _ in range(Q // 2)])
e = sorted_values(5000, -3, 3)
f = sorted_values(3000, -3, 3)
write("stretch/g06-medium-duplicates", e, f, [(rng.randint(0, 5000), rng.randint(1, 3000)) for _ in range(5000)])

# The LeetCode tier at LeetCode's largest size (two arrays of 1000 values within [-10^6, 10^6]),
# drawn after the rest.
L, V = 1000, 10**6
a = sorted_values(L, -V, V)
b = sorted_values(L, -V, V)
write("leetcode-max-long-prefixes", a, b, [(L, L)] + [(rng.randint(L - 100, L), rng.randint(L - 100, L)) for _ in range(200)])
write("leetcode-max-random-prefixes", a, b, [(rng.randint(1, L), rng.randint(0, L)) for _ in range(200)])
c = sorted_values(L, V - 1000, V)
d = sorted_values(L, -V, -V + 1000)
write("leetcode-max-disjoint-extremes", c, d, [(L, L - 1)] + [(rng.randint(L // 2, L), rng.randint(L // 2, L)) for _ in range(100)])
write("leetcode-max-both-near-top", c, c, [(L, L)] + [(rng.randint(1, L), rng.randint(1, L)) for _ in range(100)])
write("leetcode-max-one-empty", [], b, [(0, L)] + [(0, rng.randint(1, L)) for _ in range(100)])
e = sorted_values(L, -3, 3)
f = sorted_values(L, -3, 3)
write("leetcode-max-duplicates", e, f, [(L, L)] + [(rng.randint(0, L), rng.randint(1, L)) for _ in range(500)])
