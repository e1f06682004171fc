# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of socks (clamped to 1..500001 and rounded up to odd). The seed
# picks the codes: small (negatives, zero), the full +-10^18 range, or extremes; every code
# is used twice except the lone one, and the order is shuffled (or pairs kept adjacent).
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(500001, size))
if n % 2 == 0:
    n += 1
B = 10**18
shape = rng.randrange(3)
pairs = n // 2
if shape == 0:
    pool = list(range(-max(5, n), max(5, n) + 1))
    codes = rng.sample(pool, pairs + 1)
elif shape == 1:
    codes = set()
    while len(codes) < pairs + 1:
        codes.add(rng.randint(-B, B))
    codes = list(codes)
    rng.shuffle(codes)
else:
    codes = [B, -B, 0, -1, 1, B - 1, -B + 1]
    rng.shuffle(codes)
    extra = set(codes)
    while len(extra) < pairs + 1:
        extra.add(rng.randint(-B, B))
    codes = (codes + [x for x in extra if x not in codes])[: pairs + 1]
lone = codes[0]
seq = []
for c in codes[1:]:
    seq += [c, c]
if rng.randrange(3) == 0:
    seq.insert(2 * rng.randint(0, pairs), lone)
else:
    seq.append(lone)
    rng.shuffle(seq)
print(n)
print(" ".join(map(str, seq)))
