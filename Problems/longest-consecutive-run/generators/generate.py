#!/usr/bin/env python3
"""Writes the large Longest Consecutive Run tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# The stretch tier's tests (n = 200000) go to OUT/stretch; the rest are within LeetCode's
# constraints (n <= 10^5), the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(424242)
N = 200000


def solve(a):
    values = set(a)
    best = 0
    for x in values:
        if x - 1 not in values:
            y = x
            while y + 1 in values:
                y += 1
            best = max(best, y - x + 1)
    return best


def write(name, a):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(a)}\n{' '.join(map(str, a))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(f"{solve(a)}\n")


a = list(range(N))
rng.shuffle(a)
write("stretch/g01-max-one-long-run", a)

a = list(range(10**9 - 149999, 10**9 + 1)) + [rng.randint(-10**9, 0) for _ in range(N - 150000)]
rng.shuffle(a)
write("stretch/g02-max-run-at-top-with-noise", a)

a = [rng.randint(-60000, 60000) for _ in range(N)]
write("stretch/g03-max-many-duplicates", a)

a = [rng.randint(-10**9, 10**9) for _ in range(N)]
write("stretch/g04-max-sparse-random", a)

# Many medium runs separated by gaps.
a = []
start = -10**9
while len(a) < N:
    length = rng.randint(1, 2000)
    a.extend(range(start, start + length))
    start += length + rng.randint(2, 5)
a = a[:N]
rng.shuffle(a)
write("stretch/g05-max-many-runs", a)

write("g06-medium-random", [rng.randint(-3000, 3000) for _ in range(4000)])

# A run of 100000 values whose first value appears 100000 times, all shuffled: stops the
# hash-set solution looping over the array instead of the set (iterate-list-not-set walks
# the run once per copy), and a run-length map that does not skip values already seen
# (boundary-map-repeats-duplicates).
a = list(range(-50000, 50000)) + [-50000] * (N - 100000)
rng.shuffle(a)
write("stretch/g07-max-run-start-repeated", a)

# The same with a shorter run near the top of the range: a run of 20000 values ending at
# 10^9 whose first value appears 180000 times (iterate-list-not-set).
a = list(range(10**9 - 19999, 10**9 + 1)) + [10**9 - 19999] * (N - 20000)
rng.shuffle(a)
write("stretch/g08-max-top-run-start-repeated", a)

# The LeetCode tier at LeetCode's largest size (n = 10^5), drawn after the rest.
L = 100000
a = list(range(L))
rng.shuffle(a)
write("g09-leetcode-max-one-long-run", a)

a = list(range(10**9 - 74999, 10**9 + 1)) + [rng.randint(-10**9, 0) for _ in range(L - 75000)]
rng.shuffle(a)
write("g10-leetcode-max-run-at-top-with-noise", a)

write("g11-leetcode-max-many-duplicates", [rng.randint(-30000, 30000) for _ in range(L)])
write("g12-leetcode-max-sparse-random", [rng.randint(-10**9, 10**9) for _ in range(L)])

a = []
start = -10**9
while len(a) < L:
    length = rng.randint(1, 2000)
    a.extend(range(start, start + length))
    start += length + rng.randint(2, 5)
a = a[:L]
rng.shuffle(a)
write("g13-leetcode-max-many-runs", a)

# A run of 50000 values whose first value appears 50000 times (iterate-list-not-set,
# boundary-map-repeats-duplicates).
a = list(range(-25000, 25000)) + [-25000] * (L - 50000)
rng.shuffle(a)
write("g14-leetcode-max-run-start-repeated", a)

a = list(range(10**9 - 9999, 10**9 + 1)) + [10**9 - 9999] * (L - 10000)
rng.shuffle(a)
write("g15-leetcode-max-top-run-start-repeated", a)
