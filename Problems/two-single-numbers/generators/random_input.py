#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of stubs (rounded up to even, clamped to 2..500002). The seed picks
# the numbers (small with negatives, the full +-10^18 range, near 0 and the extremes) and the
# two lonely ones (random, the extremes -10^18 and 10^18, x and -x, 0 and another,
# neighbours, two numbers differing in one bit only, both negative), and the order
# (shuffled, pairs side by side, pairs apart with the lonely ones at the ends, sorted).
# Every other number appears exactly twice.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(2, min(500002, size + size % 2))
E = 10**18
pairs = (n - 2) // 2
r = rng.random
shape = rng.randrange(3)
M = max(5, n) if shape == 0 else E  # the magnitude of the numbers (but for the extremes)
lonely = rng.randrange(7)
if lonely == 0:
    x, y = -E, E
elif lonely == 1:
    x = rng.randint(1, M)
    x, y = x, -x
elif lonely == 2:
    x, y = 0, rng.choice((1, -1, M, -M, rng.randint(-M, M) or 1))
elif lonely == 3:
    x = rng.randint(-M, M - 1)
    y = x + 1
elif lonely == 4:  # one bit apart
    bit = rng.randrange(M.bit_length() - 1)
    x = rng.randint(-M + 2**bit, M - 2**bit)
    y = x ^ (1 << bit)
    if not -E <= y <= E or y == x:
        y = x + 1 if x < E else x - 1
elif lonely == 5:
    x, y = -rng.randint(1, M), -rng.randint(1, M)
    if x == y:
        y = x + 1
else:
    x, y = rng.randint(-M, M), rng.randint(-M, M)
    if x == y:
        y = x - 1 if x > -E else x + 1
if shape == 0:
    lo, hi = -M, M
elif shape == 1:
    lo, hi = -E, E
else:
    lo, hi = None, None
taken = {x, y}
values = []
near = (-E, -E + 1, -E + 2, E, E - 1, E - 2, 0, 1, -1, 2, -2)
tries = 0
while len(values) < pairs:
    tries += 1
    if lo is None:  # near 0 and the extremes, then anything
        v = near[tries - 1] if tries <= len(near) else rng.randint(-E, E)
    else:
        v = lo + int(r() * (hi - lo + 1))
    if v not in taken:
        taken.add(v)
        values.append(v)
order = rng.randrange(4)
if order == 0:
    a = values * 2 + [x, y]
    rng.shuffle(a)
elif order == 1:  # pairs side by side, the lonely ones somewhere between
    a = [v for v in values for _ in (0, 1)]
    for s in (x, y):
        i = rng.randint(0, len(a) // 2) * 2
        a[i:i] = [s]
elif order == 2:
    a = [x] + values + values[::-1] + [y]
else:
    a = sorted(values * 2 + [x, y])
sys.stdout.write("%d\n%s\n" % (n, " ".join(map(str, a))))
