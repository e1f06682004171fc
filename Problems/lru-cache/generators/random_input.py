#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is q, the number of operations (clamped to 1..200000). The capacity is 1, small,
# random, or at least q; keys come from a pool about twice the capacity (hits, misses,
# updates of present keys, evictions) or span 1..10^9; at least one operation is a get.
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


q = max(1, min(200000, size))
c = rng.choice((1, rng.randint(1, 3), rng.randint(1, max(1, q // 4)), min(100000, q + rng.randint(0, 5)), 100000))
c = max(1, min(100000, c))
if rng.randrange(4) == 0:
    pool = None
else:
    base = rng.choice((1, 10**9 - 4 * c - 10, rng.randint(1, 10**8)))
    pool = (base, base + rng.randint(1, 2 * min(c, q) + 2))
gets = rng.choice((0.2, 0.5, 0.8))


def key():
    return rng.randint(1, 10**9) if pool is None else rng.randint(*pool)


def value():
    return rng.choice((0, 10**9, rng.randint(0, 100), rng.randint(0, 10**9)))


ops = []
for _ in range(q):
    if rng.random() < gets:
        ops.append("get %d" % key())
    else:
        ops.append("put %d %d" % (key(), value()))
if not any(o[0] == "g" for o in ops):
    ops[rng.randrange(q)] = "get %d" % key()
emit(["%d %d" % (c, q)] + ops)
