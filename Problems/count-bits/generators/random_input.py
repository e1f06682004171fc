# usage: python3 random_input.py SEED SIZE
# SIZE is q, the number of questions (clamped to 1..100000). The seed picks the ranges:
# small numbers, the full range, single points, powers of two and their neighbours, or
# ranges touching 0 and 1000000.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
q = max(1, min(100000, size))
MAX = 1000000
shape = rng.randrange(5)
special = [0, 1, 2, MAX, MAX - 1] + [(1 << b) + d for b in range(20) for d in (-1, 0, 1)]
special = [x for x in special if 0 <= x <= MAX]
out = [str(q)]
for _ in range(q):
    if shape == 0:
        hi = max(10, q)
        a, b = rng.randint(0, hi), rng.randint(0, hi)
    elif shape == 1:
        a, b = rng.randint(0, MAX), rng.randint(0, MAX)
    elif shape == 2:
        a = b = rng.choice(special) if rng.randrange(2) else rng.randint(0, MAX)
    elif shape == 3:
        a, b = rng.choice(special), rng.choice(special)
    else:
        a, b = rng.choice([0, MAX, rng.randint(0, MAX)]), rng.choice([0, MAX])
    if a > b:
        a, b = b, a
    out.append("%d %d" % (a, b))
sys.stdout.write("\n".join(out) + "\n")
