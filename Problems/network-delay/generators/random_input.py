#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of servers (clamped to 1..100000). m is 0, about n, 2n, or up to
# 200000; some seeds lay a path from s first so everything is reachable, others leave
# servers cut off; delays are small, equal, up to 10^9, or 10^9 everywhere (64-bit answers).
# Self-loops and parallel links appear.
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
s = rng.randint(1, n)
mode = rng.randrange(5)
m = [0, rng.randint(0, n), rng.randint(n, 2 * n), rng.randint(0, 200000), rng.randint(0, 3 * n)][mode]
m = min(m, 200000)
wmode = rng.randrange(4)


def w():
    if wmode == 0:
        return rng.randint(1, 10)
    if wmode == 1:
        return 10**9
    if wmode == 2:
        return rng.randint(1, 10**9)
    return rng.choice((1, 10**9))


edges = []
if rng.randrange(2) and n > 1 and m >= n - 1:
    order = list(range(1, n + 1))
    rng.shuffle(order)
    order.remove(s)
    order.insert(0, s)
    for i in range(1, n):
        edges.append((order[rng.randrange(max(0, i - 3), i) if rng.randrange(2) else rng.randrange(i)], order[i]))
while len(edges) < m:
    u = rng.randint(1, n)
    v = u if rng.randrange(20) == 0 else rng.randint(1, n)
    edges.append((u, v))
rng.shuffle(edges)
emit(["%d %d %d" % (n, m, s)] + ["%d %d %d" % (u, v, w()) for u, v in edges])
