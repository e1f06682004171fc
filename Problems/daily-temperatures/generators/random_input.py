# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of days (clamped to 1..300000). The seed picks the temperatures:
# a few values (many equal days), the full range, rising, falling, all equal, or a sawtooth.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(300000, size))
shape = rng.randrange(6)
if shape == 0:
    w = rng.randint(0, 3)
    t = [rng.randint(-w, w) for _ in range(n)]
elif shape == 1:
    t = [rng.randint(-1000, 1000) for _ in range(n)]
elif shape == 2:
    t = sorted(rng.randint(-1000, 1000) for _ in range(n))
elif shape == 3:
    t = sorted((rng.randint(-1000, 1000) for _ in range(n)), reverse=True)
elif shape == 4:
    t = [rng.choice([-1000, 1000, rng.randint(-1000, 1000)])] * n
else:
    period = rng.randint(2, 50)
    t = [1000 - (i % period) * (2000 // period) for i in range(n)]
print(n)
print(" ".join(map(str, t)))
