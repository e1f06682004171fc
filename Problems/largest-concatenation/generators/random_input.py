#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n (clamped to 1..100000). A seed picks the values: all zeros, zeros mixed in,
# prefix-related numbers (3, 30, 34, 303, 3030...), small, or the full range 0..10^9.
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


n = max(1, min(100000, size))
mode = rng.randrange(5)
if mode == 0:
    a = [0] * n
elif mode == 1:
    a = [rng.choice((0, rng.randint(0, 10**9))) for _ in range(n)]
elif mode == 2:
    d = str(rng.randint(1, 9))
    pool = [int(s) for s in (d, d + "0", d + "4", d + "0" + d, d + d, d + "1", d + d + d,
                             (d + "0") * 2, d * 9, "1000000000")]
    pool.append(0)
    a = [rng.choice(pool) for _ in range(n)]
elif mode == 3:
    a = array(n, 0, max(10, n))
else:
    a = array(n, 0, 10**9)
emit([n, join(a)])
