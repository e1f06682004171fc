# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of pieces (clamped to 1..100). The seed picks the capacity (small,
# up to 100000, or below every weight) and the pieces: small weights and values, the full
# ranges (the answer overflows 32 bits), equal weights, or weights above the capacity.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(100, size))
shape = rng.randrange(5)
W = rng.choice([rng.randint(1, max(10, 10 * n)), rng.randint(1, 100000), 100000])
items = []
for _ in range(n):
    if shape == 0:
        w, v = rng.randint(1, max(10, n)), rng.randint(1, max(10, n))
    elif shape == 1:
        w, v = rng.randint(1, 100000), rng.randint(1, 10**9)
    elif shape == 2:
        w, v = rng.randint(1, max(1, W // 4)), rng.choice([10**9, rng.randint(1, 10**9)])
    elif shape == 3:
        w, v = max(1, W // 3), rng.randint(1, 20)
    else:
        w, v = rng.randint(1, 100000), rng.randint(1, max(10, n))
    items.append((w, v))
out = ["%d %d" % (n, W)] + ["%d %d" % it for it in items]
sys.stdout.write("\n".join(out) + "\n")
