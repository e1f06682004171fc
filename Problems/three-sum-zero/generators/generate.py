#!/usr/bin/env python3
"""Writes the large Three Sum Zero tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys
from collections import Counter

OUT = sys.argv[1]
# The stretch tier's tests (n = 5000, values to 10^9) go to OUT/stretch; the rest keep to
# LeetCode's constraints (3 <= n <= 3000, |a[i]| <= 10^5), the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(3003)


def solve(a):
    """All distinct triplets x <= y <= z with sum 0, using value counts.

    For each value x, the set intersection finds every z with -x - z present, at C speed."""
    count = Counter(a)
    values = sorted(count)
    present = set(values)
    triplets = []
    for x in values:
        for z in present.intersection(map((-x).__sub__, values)):
            y = -x - z
            if not (x <= y <= z):
                continue
            need = Counter((x, y, z))
            if all(count[v] >= c for v, c in need.items()):
                triplets.append((x, y, z))
    triplets.sort()
    return f"{len(triplets)}\n" + "".join(f"{x} {y} {z}\n" for x, y, z in triplets)


def write(name, a):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(a)}\n{' '.join(map(str, a))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(solve(a))


N = 5000
# Big distinct values: almost no triplets, so all the time goes into the search.
a = [rng.randint(-10**9, 10**9) for _ in range(N - 6)]
a += [10**9, -4 * 10**8, -6 * 10**8, 7, 8, -15]
rng.shuffle(a)
write("stretch/g01-max-sparse", a)
write("stretch/g02-max-dense-distinct", rng.sample(range(-100000, 100001), N))
write("stretch/g03-max-many-duplicates", [rng.randint(-300, 300) for _ in range(N)])
write("stretch/g04-max-all-zeros", [0] * N)
write("stretch/g05-max-mostly-positive", [rng.randint(1, 10**6) for _ in range(N - 3)] + [-5, -6, 11])
write("g06-medium-random", [rng.randint(-50, 50) for _ in range(400)])

# The LeetCode tier at its largest: n = 3000, values within [-10^5, 10^5], the same kinds.
LN, LV = 3000, 10**5
a = [rng.randint(-LV, LV) for _ in range(LN - 6)]
a += [LV, -4 * 10**4, -6 * 10**4, 7, 8, -15]
rng.shuffle(a)
write("g07-leetcode-max-random-extremes", a)
write("g08-leetcode-max-dense-distinct", rng.sample(range(-LV, LV + 1), LN))
write("g09-leetcode-max-many-duplicates", [rng.randint(-300, 300) for _ in range(LN)])
write("g10-leetcode-max-all-zeros", [0] * LN)
write("g11-leetcode-max-mostly-positive", [rng.randint(1, LV) for _ in range(LN - 3)] + [-5, -6, 11])
