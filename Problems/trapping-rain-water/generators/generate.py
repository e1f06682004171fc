#!/usr/bin/env python3
"""Writes the large Trapping Rain Water tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# The stretch tier's tests (n = 300000, heights to 10^9, totals past 32 bits) go to OUT/stretch;
# the rest keep to LeetCode's constraints (n <= 2 * 10^4, heights <= 10^5), the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
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


write("stretch/g01-max-random", [rng.randint(0, 10**9) for _ in range(N)])
# Two maximal walls at the ends, a deep basin between: total ~3*10^14.
write("stretch/g02-max-deep-basin", [10**9] + [rng.randint(0, 10) for _ in range(N - 2)] + [10**9])
# A valley: decreasing then increasing.
write("stretch/g03-max-valley", [abs(i - N // 2) * 3000 for i in range(N)])
# A mountain holds nothing.
write("stretch/g04-max-mountain", [(N // 2 - abs(i - N // 2)) * 3000 for i in range(N)])
write("stretch/g05-max-sawtooth", [(i % 1000) * 1000000 for i in range(N)])
write("g06-medium-random", [rng.randint(0, 50) for _ in range(5000)])
# A falling staircase with a gap after every step: the tallest building to the right is passed
# every second step, so "rescan the rest of the row when the right wall is passed" is O(n^2)
# here (the mountain above is the other test that stops it); each gap holds the next step.
write("stretch/g07-max-falling-steps", [(N - i) * 3000 if i % 2 == 0 else 0 for i in range(N)])

# The LeetCode tier at its largest, n = 2 * 10^4 and heights up to 10^5: random heights, a deep
# basin between two maximal walls (a total near 2 * 10^9, just inside 32 bits), a valley, a
# mountain and the falling staircase (the last two stop the O(n^2) rescans here too).
LC, H = 20000, 10**5
write("g08-leetcode-max-random", [rng.randint(0, H) for _ in range(LC)])
write("g09-leetcode-max-deep-basin", [H] + [rng.randint(0, 10) for _ in range(LC - 2)] + [H])
write("g10-leetcode-max-valley", [abs(i - LC // 2) * 10 for i in range(LC)])
write("g11-leetcode-max-mountain", [(LC // 2 - abs(i - LC // 2)) * 10 for i in range(LC)])
write("g12-leetcode-max-falling-steps", [(LC - i) * 5 if i % 2 == 0 else 0 for i in range(LC)])
