# usage: python3 random_input.py SEED SIZE — n = SIZE (clamped to 1..20000) and a permutation of
# 1..n: sorted for SEED 1, 4, 7, … (an insertion sort's best case), else shuffled. prep growth
# measures each size on seeds 1, 2 and 3 and keeps the slowest, so that the sorted input is not
# the only one it sees.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(20000, size))
values = list(range(1, n + 1))
if seed % 3 != 1:
    rng.shuffle(values)
print(n)
print(" ".join(map(str, values)))
