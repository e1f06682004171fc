# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of values (clamped to 2..200000). The seed picks the values: small
# with repeats, the full 30-bit range, all equal, extremes (0 and 2^30 - 1), or values that
# share a long common high-bit prefix.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(2, min(200000, size))
TOP = (1 << 30) - 1
shape = rng.randrange(5)
if shape == 0:
    a = [rng.randint(0, max(10, n)) for _ in range(n)]
elif shape == 1:
    a = [rng.randint(0, TOP) for _ in range(n)]
elif shape == 2:
    a = [rng.choice([0, TOP, rng.randint(0, TOP)])] * n
elif shape == 3:
    a = [rng.choice([0, TOP, 1 << 29, (1 << 29) - 1]) for _ in range(n)]
else:
    low = rng.randint(1, 30)
    prefix = rng.randint(0, TOP) >> low << low
    a = [prefix | rng.randrange(1 << low) for _ in range(n)]
print(n)
print(" ".join(map(str, a)))
