#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of buildings and cables (clamped to 3..200000). A seed picks the tree
# (random, a path, a star, a caterpillar) and the extra cable (closing a short or a long
# cycle), the position of the extra cable in the list, and a random relabelling.
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


n = max(3, min(200000, size))
shape = rng.randrange(4)
edges = []
for v in range(1, n):
    if shape == 0:
        p = rng.randrange(v)
    elif shape == 1:
        p = v - 1
    elif shape == 2:
        p = 0
    else:
        p = v - 1 if v % 2 else max(0, v - 2)
    edges.append((p, v))
present = set(edges)
while True:
    if rng.randrange(2):
        u, v = rng.randrange(n), rng.randrange(n)
    else:
        u = rng.randrange(n)
        v = min(n - 1, u + 2) if rng.randrange(2) else 0
    a, b = min(u, v), max(u, v)
    if a != b and (a, b) not in present:
        break
rng.shuffle(edges)
where = rng.choice((len(edges), 0, rng.randint(0, len(edges))))
edges.insert(where, (a, b))
label = list(range(1, n + 1))
rng.shuffle(label)
out = [n]
flips = rng.getrandbits(len(edges))
for i, (u, v) in enumerate(edges):
    if flips >> i & 1:
        u, v = v, u
    out.append("%d %d" % (label[u], label[v]))
emit(out)
