#!/usr/bin/env python3
"""Writes the large Trapping Rain Water tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
rng = random.Random(1313)
N = 300000


def solve(h):
    left, right = 0, len(h) - 1
    left_max = right_max = total = 0
    while left <= right:
        if left_max <= right_max:
            left_max = max(left_max, h[left])
            total += left_max - h[left]
            left += 1
        else:
            right_max = max(right_max, h[right])
            total += right_max - h[right]
            right -= 1
    return total


def write(name, h):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(h)}\n{' '.join(map(str, h))}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write(f"{solve(h)}\n")


write("g01-max-random", [rng.randint(0, 10**9) for _ in range(N)])
# Two maximal walls at the ends, a deep basin between: total ~3*10^14.
write("g02-max-deep-basin", [10**9] + [rng.randint(0, 10) for _ in range(N - 2)] + [10**9])
# A valley: decreasing then increasing.
write("g03-max-valley", [abs(i - N // 2) * 3000 for i in range(N)])
# A mountain holds nothing.
write("g04-max-mountain", [(N // 2 - abs(i - N // 2)) * 3000 for i in range(N)])
write("g05-max-sawtooth", [(i % 1000) * 1000000 for i in range(N)])
write("g06-medium-random", [rng.randint(0, 50) for _ in range(5000)])
# A falling staircase with a gap after every step: the tallest building to the right is passed
# every second step, so "rescan the rest of the row when the right wall is passed" is O(n^2)
# here (the mountain above is the other test that stops it); each gap holds the next step.
write("g07-max-falling-steps", [(N - i) * 3000 if i % 2 == 0 else 0 for i in range(N)])
