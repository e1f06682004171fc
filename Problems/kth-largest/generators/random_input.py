# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of scores (clamped to 1..200000). The seed picks k (1, n, or in
# between) and the scores: small values with many ties, the full +-10^18 range, extremes,
# rising, falling, or all equal.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(200000, size))
k = rng.choice([1, n, rng.randint(1, n), max(1, n // 2)])
B = 10**18
shape = rng.randrange(6)
if shape == 0:
    h = max(3, min(n, 10))
    s = [rng.randint(-h, h) for _ in range(n)]
elif shape == 1:
    s = [rng.randint(-B, B) for _ in range(n)]
elif shape == 2:
    s = [rng.choice([-B, B, 0, -1, 1]) for _ in range(n)]
elif shape == 3:
    s = sorted(rng.randint(-B, B) for _ in range(n))
elif shape == 4:
    s = sorted((rng.randint(-B, B) for _ in range(n)), reverse=True)
else:
    s = [rng.choice([-B, B, rng.randint(-B, B)])] * n
print(n, k)
print(" ".join(map(str, s)))
