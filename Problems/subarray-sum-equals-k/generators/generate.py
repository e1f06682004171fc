#!/usr/bin/env python3
"""Writes the large Subarray Sum Equals K tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# The stretch tier's tests (n = 200000, values to 10^9, counts and sums past 32 bits) go to
# OUT/stretch; the rest keep to LeetCode's constraints (n <= 2 * 10^4, |a[i]| <= 1000,
# |k| <= 10^7), the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
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
write("stretch/g01-max-all-zeros", 0, [0] * N)
# Small values: many prefix sums repeat, answer in the millions.
write("stretch/g02-max-small-values", 3, [rng.randint(-2, 2) for _ in range(N)])
# Huge values, k equal to the sum of a planted stretch far beyond 32 bits.
a = [rng.choice([-1, 1]) * rng.randint(9 * 10**8, 10**9) for _ in range(N)]
write("stretch/g03-max-huge-values", sum(a[1000:151000]), a)
# All maximal positive values; k = 10^5 * 10^9 = 10^14.
write("stretch/g04-max-all-equal-big", 10**14, [10**9] * N)
write("stretch/g05-max-random-k0", 0, [rng.randint(-10, 10) for _ in range(N)])
write("g06-medium-random", -4, [rng.randint(-5, 5) for _ in range(3000)])
# Stops a 32-bit counter (a second time, with no zeros): 1 -1 1 -1 ... has prefix sums 1 0 1 0 ...,
# so about 10^10 stretches sum to 0. Also a set of prefix sums (counting each match once) and
# recording the prefix sum before looking it up (counting the empty stretch when k = 0).
write("stretch/g07-max-cancelling-k0", 0, [1, -1] * (N // 2))

# The LeetCode tier at its largest, n = 2 * 10^4: all zeros (about 2 * 10^8 stretches), small
# values of both signs, the same 1 -1 cancelling pattern, and values of +-1000 with k the sum of
# a planted stretch.
LC = 20000
write("g08-leetcode-max-all-zeros", 0, [0] * LC)
write("g09-leetcode-max-small-values", 3, [rng.randint(-2, 2) for _ in range(LC)])
write("g10-leetcode-max-cancelling-k0", 0, [1, -1] * (LC // 2))
a = [rng.randint(-1000, 1000) for _ in range(LC)]
write("g11-leetcode-max-extreme-values", sum(a[500:9500]), a)
