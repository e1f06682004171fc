# usage: python3 random_input.py SEED SIZE
# SIZE is q, the number of questions (clamped to 1..100000). The seed picks the values:
# tiny ones (0, 1, 2, 3...), up to max(10, q), the full range, the largest value, or
# squares of primes and their neighbours.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
q = max(1, min(100000, size))
MAX = 10**7
shape = rng.randrange(5)
sq = [p * p + d for p in (2, 3, 5, 7, 11, 13, 97, 1009, 3137, 3163) for d in (-1, 0, 1)]
sq = [x for x in sq if 0 <= x <= MAX] + [MAX, MAX - 1]
out = [str(q)]
for _ in range(q):
    if shape == 0:
        v = rng.randint(0, 5)
    elif shape == 1:
        v = rng.randint(0, max(10, q))
    elif shape == 2:
        v = rng.randint(0, MAX)
    elif shape == 3:
        v = rng.choice([MAX, 0, rng.randint(0, MAX)])
    else:
        v = rng.choice(sq)
    out.append(str(v))
sys.stdout.write("\n".join(out) + "\n")
