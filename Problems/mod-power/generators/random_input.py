#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is q, the number of queries (clamped to 1..50000). Each query mixes small and huge
# values up to 10^18, with edge cases a = 0, b = 0, m = 1 and m near 10^18.
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


q = max(1, min(50000, size))
E = 10**18


def pick(lo):
    c = rng.randrange(6)
    if c == 0:
        return lo
    if c == 1:
        return rng.randint(lo, 10)
    if c == 2:
        return E
    if c == 3:
        return E - rng.randint(0, 10)
    if c == 4:
        return rng.randint(lo, 10**9)
    return rng.randint(lo, E)


out = [q]
for _ in range(q):
    out.append("%d %d %d" % (pick(0), pick(0), pick(1)))
emit(out)
