# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of guests (clamped to 1..8). The seed picks the shape of the family
# numbers: few distinct families (many repeats), all equal, extremes, or the full range.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(8, size))
shape = rng.randrange(5)
if shape == 0:
    k = rng.randint(1, n)
    pool = [rng.randint(-5, 5) for _ in range(k)]
    a = [rng.choice(pool) for _ in range(n)]
elif shape == 1:
    a = [rng.randint(-10**9, 10**9)] * n
elif shape == 2:
    a = [rng.choice([-10**9, 10**9, 0, -1, 1]) for _ in range(n)]
elif shape == 3:
    a = [rng.randint(-10**9, 10**9) for _ in range(n)]
else:
    a = [rng.randint(-max(10, n), max(10, n)) for _ in range(n)]
print(n)
print(" ".join(map(str, a)))
