# usage: python3 random_input.py SEED SIZE
# SIZE is n + m, the total number of timestamps (clamped to 1..400000, each lane at most
# 200000). The seed splits it between the lanes (one may be empty) and picks the values:
# small with many ties, the full range, all equal, or one lane entirely before the other.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
total = max(1, min(400000, size))
split = rng.randrange(4)
if split == 0:
    n = total if total <= 200000 else 200000
elif split == 1:
    n = max(0, total - 200000)
else:
    n = rng.randint(max(0, total - 200000), min(200000, total))
m = total - n
if rng.randrange(2):
    n, m = m, n
B = 10**9
shape = rng.randrange(4)


def lane(k, lo, hi):
    if shape == 2:
        return [lo] * k
    return sorted(rng.randint(lo, hi) for _ in range(k))


if shape == 0:
    h = max(5, total // 4)
    a, b = lane(n, -h, h), lane(m, -h, h)
elif shape == 1 or shape == 2:
    v = rng.randint(-B, B)
    a, b = (lane(n, -B, B), lane(m, -B, B)) if shape == 1 else (lane(n, v, v), lane(m, v, v))
else:
    mid = rng.randint(-B, B)
    a, b = lane(n, -B, mid), lane(m, mid, B)
    if rng.randrange(2):
        a, b = lane(n, mid, B), lane(m, -B, mid)
print(" ".join(map(str, [n] + a)))
print(" ".join(map(str, [m] + b)))
