#!/usr/bin/env python3
"""Writes the large Largest Rectangle in a Histogram tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# The stretch tier's tests (n = 300000, heights up to 10^9, areas past 32 bits) go to
# OUT/stretch; the rest are within LeetCode's constraints (n <= 10^5, heights <= 10^4).
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(8128)
N = 300000


def solve(h):
    stack = []  # indices, increasing heights
    best = 0
    for i, height in enumerate(h + [0]):
        while stack and h[stack[-1]] >= height:
            top = stack.pop()
            left = stack[-1] + 1 if stack else 0
            best = max(best, h[top] * (i - left))
        stack.append(i)
    return best


def write(name, h):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(h)}\n{' '.join(map(str, h))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(f"{solve(h)}\n")


write("stretch/g01-max-all-max", [10**9] * N)
write("stretch/g02-max-increasing", [i * 3000 + 1 for i in range(N)])
write("stretch/g03-max-random", [rng.randint(0, 10**9) for _ in range(N)])
write("stretch/g04-max-small-heights", [rng.randint(0, 20) for _ in range(N)])
write("stretch/g05-max-pyramid", [min(i, N - 1 - i) * 6000 for i in range(N)])
write("g06-medium-random", [rng.randint(0, 1000) for _ in range(3000)])
# The whole row at height 7159: the area 7159 * 300000 just passes 2^31, which stops an
# area computed as a 32-bit product (int32-area).
write("stretch/g07-max-area-just-past-int32", [7159] * N)
# Valleys between pairs of taller bars (5 6 4 6 5 3 ...): an extent must jump over several
# taller neighbours, which stops a single jump to the neighbour's extent (single-jump-extent)
# and a width measured from the popped bar's own index (width-from-popped-index).
write("stretch/g08-max-nested-valleys", [rng.choice([5, 6, 7]) * 10**8 - (i % 7) * 10**7 + rng.randint(0, 10**6) for i in range(N)])

# The LeetCode tier at LeetCode's largest size (n = 10^5, heights <= 10^4), drawn after the rest.
L = 10**5
write("g09-leetcode-max-all-max", [10**4] * L)
write("g10-leetcode-max-increasing", [i // 10 for i in range(L)])
write("g11-leetcode-max-random", [rng.randint(0, 10**4) for _ in range(L)])
write("g12-leetcode-max-small-heights", [rng.randint(0, 20) for _ in range(L)])
write("g13-leetcode-max-pyramid", [min(i, L - 1 - i) // 5 for i in range(L)])
# The nested valleys again, within LeetCode's heights.
write("g14-leetcode-max-nested-valleys", [rng.choice([5, 6, 7]) * 1000 - (i % 7) * 100 + rng.randint(0, 10) for i in range(L)])
