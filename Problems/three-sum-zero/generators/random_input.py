#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n (clamped to 1..5000). A seed picks values in a narrow band (+-220: at most 441
# distinct values, so at most ~10^5 triplets), zeros and mirrored pairs, a band that widens
# with n, or the full range +-10^9 with a few planted triplets.
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
mode = rng.randrange(5)
L = 10**9
if mode == 0:
    w = rng.choice((3, 10, 220))
    a = [rng.randint(-w, w) for _ in range(n)]
elif mode == 1:
    a = [rng.choice((0, 0, 1, -1, 2, -2)) for _ in range(n)]
elif mode == 2:
    V = max(220, n * n * 2)
    a = [rng.randint(-V, V) for _ in range(n)]
elif mode == 3:
    a = [rng.randint(-L, L) for _ in range(n)]
    for _ in range(min(n // 3, 5)):
        x = rng.randint(-L // 2, L // 2)
        y = rng.randint(-L // 2, L // 2)
        i = rng.randrange(0, n - 2)
        a[i:i + 3] = [x, y, -x - y]
    rng.shuffle(a)
else:
    a = [rng.choice((L, -L, L // 2, -L // 2, 0)) for _ in range(n)]
emit([n, join(a)])
