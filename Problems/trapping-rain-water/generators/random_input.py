# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of columns (clamped to 1..300000). The seed picks the heights:
# small with zeros, the full range, a valley between two 10^9 walls (the largest total),
# rising, falling, all equal, or a zigzag.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(300000, size))
B = 10**9
shape = rng.randrange(7)
if shape == 0:
    h = [rng.randint(0, rng.choice([1, 3, 10])) for _ in range(n)]
elif shape == 1:
    h = [rng.randint(0, B) for _ in range(n)]
elif shape == 2:
    h = [rng.choice([0, rng.randint(0, 10)]) for _ in range(n)]
    h[0] = B
    h[-1] = rng.choice([B, B - 1])
elif shape == 3:
    h = sorted(rng.randint(0, B) for _ in range(n))
elif shape == 4:
    h = sorted((rng.randint(0, B) for _ in range(n)), reverse=True)
elif shape == 5:
    h = [rng.choice([0, B, rng.randint(0, B)])] * n
else:
    h = [B if i % 2 == 0 else 0 for i in range(n)]
print(n)
print(" ".join(map(str, h)))
