#!/usr/bin/env python3
"""Writes the large Subarray Sum Equals K tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
rng = random.Random(77001)
N = 200000


def solve(k, a):
    seen = {0: 1}
    prefix = 0
    count = 0
    for v in a:
        prefix += v
        count += seen.get(prefix - k, 0)
        seen[prefix] = seen.get(prefix, 0) + 1
    return count


def write(name, k, a):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(a)} {k}\n{' '.join(map(str, a))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(f"{solve(k, a)}\n")


# Answer n(n+1)/2 ~ 2 * 10^10: overflows a 32-bit counter.
write("g01-max-all-zeros", 0, [0] * N)
# Small values: many prefix sums repeat, answer in the millions.
write("g02-max-small-values", 3, [rng.randint(-2, 2) for _ in range(N)])
# Huge values, k equal to the sum of a planted stretch far beyond 32 bits.
a = [rng.choice([-1, 1]) * rng.randint(9 * 10**8, 10**9) for _ in range(N)]
write("g03-max-huge-values", sum(a[1000:151000]), a)
# All maximal positive values; k = 10^5 * 10^9 = 10^14.
write("g04-max-all-equal-big", 10**14, [10**9] * N)
write("g05-max-random-k0", 0, [rng.randint(-10, 10) for _ in range(N)])
write("g06-medium-random", -4, [rng.randint(-5, 5) for _ in range(3000)])
# Stops a 32-bit counter (a second time, with no zeros): 1 -1 1 -1 ... has prefix sums 1 0 1 0 ...,
# so about 10^10 stretches sum to 0. Also a set of prefix sums (counting each match once) and
# recording the prefix sum before looking it up (counting the empty stretch when k = 0).
write("g07-max-cancelling-k0", 0, [1, -1] * (N // 2))
