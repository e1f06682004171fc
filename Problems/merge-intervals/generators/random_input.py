#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of bookings (clamped to 1..200000). Endpoints are small (lots of
# touching and nested bookings, single points l = r), the full range +-10^9, or extremes.
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


n = max(1, min(200000, size))
mode = rng.randrange(4)
L = 10**9
out = [n]
for _ in range(n):
    if mode == 0:
        m = max(10, n)
        l = rng.randint(-m, m)
        r = min(L, l + rng.randint(0, rng.choice((0, 3, m))))
    elif mode == 1:
        l, r = sorted((rng.randint(-L, L), rng.randint(-L, L)))
    elif mode == 2:
        l, r = sorted((rng.choice((-L, L, 0)), rng.choice((-L, L, 0))))
    else:
        l = rng.randint(-L, L)
        r = min(L, l + rng.randint(0, 1000))
    out.append("%d %d" % (l, r))
emit(out)
