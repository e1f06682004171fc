#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of sensors (clamped to 1..5000). A seed picks coordinates: small
# (many shared positions), full range +-10^9, corners only, all on one line, or one point.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)


def array(n, lo, hi, shape=None):
    """n integers in [lo, hi]; a seed picks the shape (small values with repeats, all equal,
    full range, sorted either way, extremes only, two or three distinct values)."""
    if shape is None:
        shape = rng.randrange(7)
    m = max(10, n)
    slo, shi = (max(lo, -m), min(hi, m)) if lo < 0 else (lo, min(hi, lo + m))
    if shape == 0:
        return [rng.randint(slo, shi) for _ in range(n)]
    if shape == 1:
        v = rng.randint(lo, hi) if rng.randrange(2) else rng.choice((lo, hi))
        return [v] * n
    if shape == 2:
        return [rng.randint(lo, hi) for _ in range(n)]
    if shape in (3, 4):
        a, b = (slo, shi) if rng.randrange(2) else (lo, hi)
        return sorted((rng.randint(a, b) for _ in range(n)), reverse=(shape == 4))
    if shape == 5:
        pool = [lo, hi, lo + 1, hi - 1] + ([0] if lo <= 0 <= hi else [])
        pool = [v for v in pool if lo <= v <= hi]
        return [rng.choice(pool) for _ in range(n)]
    pool = [rng.randint(slo, shi) for _ in range(rng.randint(2, 3))]
    return [rng.choice(pool) for _ in range(n)]


def emit(lines):
    sys.stdout.write("".join(str(s) + "\n" for s in lines))


def join(a):
    return " ".join(map(str, a))


n = max(1, min(5000, size))
shape = rng.randrange(5)
L = 10**9
if shape == 0:
    m = max(3, int(n ** 0.5))
    pts = [(rng.randint(-m, m), rng.randint(-m, m)) for _ in range(n)]
elif shape == 1:
    pts = [(rng.randint(-L, L), rng.randint(-L, L)) for _ in range(n)]
elif shape == 2:
    pts = [(rng.choice((-L, L)), rng.choice((-L, L))) for _ in range(n)]
elif shape == 3:
    y = rng.randint(-L, L)
    pts = [(x, y) for x in array(n, -L, L)]
    if rng.randrange(2):
        pts = [(b, a) for a, b in pts]
else:
    p = (rng.randint(-L, L), rng.randint(-L, L))
    pts = [p] * n
emit([n] + ["%d %d" % p for p in pts])
