#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of tags (clamped to 1..16). A seed picks the shape: small tags with
# many repeats, all equal, extreme values (+-10^9), or the full range.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(16, size))
shape = rng.randrange(5)
if shape == 0:
    v = rng.randint(-10**9, 10**9)
    a = [v] * n
elif shape == 1:
    k = rng.randint(1, 4)
    a = [rng.randint(-k, k) for _ in range(n)]
elif shape == 2:
    a = [rng.choice((-10**9, 10**9, 0, -1, 1)) for _ in range(n)]
elif shape == 3:
    a = [rng.randint(-10**9, 10**9) for _ in range(n)]
else:
    m = max(10, n)
    a = [rng.randint(-m, m) for _ in range(n)]
sys.stdout.write("%d\n%s\n" % (n, " ".join(map(str, a))))
