# usage: python3 random_input.py SEED SIZE [SHAPE]
# SIZE is n, the number of days (clamped to 1..200000). The seed picks the shape of the
# prices: small values with repeats, the full range, rising, falling, all equal, extremes,
# or a zigzag whose minimum comes after the best pair. SHAPE falling (problem.yaml's
# random_input.worst_cases) asks for strictly falling prices, every day a new minimum: the
# worst case of a search that starts over from each new minimum.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
if len(sys.argv) > 3 and sys.argv[3] != "falling":
    sys.exit("unknown SHAPE " + sys.argv[3] + " (falling)")
rng = random.Random(seed)
n = max(1, min(200000, size))
MAX = 10**9
shape = rng.randrange(7)
if len(sys.argv) > 3:
    p = sorted(rng.sample(range(1, MAX + 1), n), reverse=True)
elif shape == 0:
    hi = max(10, n)
    p = [rng.randint(1, hi) for _ in range(n)]
elif shape == 1:
    p = [rng.randint(1, MAX) for _ in range(n)]
elif shape == 2:
    p = sorted(rng.randint(1, MAX) for _ in range(n))
elif shape == 3:
    p = sorted((rng.randint(1, MAX) for _ in range(n)), reverse=True)
elif shape == 4:
    p = [rng.choice([1, MAX, rng.randint(1, MAX)])] * n
elif shape == 5:
    p = [rng.choice([1, MAX]) for _ in range(n)]
else:
    p = []
    v = rng.randint(1, MAX)
    for _ in range(n):
        v = min(MAX, max(1, v + rng.randint(-10**7, 10**7)))
        p.append(v)
print(n)
print(" ".join(map(str, p)))
