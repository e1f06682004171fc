#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n (clamped to 1..200000). A seed picks the tree: a single chain (depth n), a star,
# random parents, a shallow random tree, a caterpillar, or a binary heap shape; labels are
# shuffled so the founder can be anyone.
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
shape = rng.randrange(6)
par = [-1] * n
for v in range(1, n):
    if shape == 0:
        p = v - 1
    elif shape == 1:
        p = 0
    elif shape == 2:
        p = rng.randrange(v)
    elif shape == 3:
        p = rng.randrange(max(0, v - 3), v)
    elif shape == 4:
        p = v - 1 if v % 3 else max(0, v - 2)
    else:
        p = (v - 1) // 2
    par[v] = p
label = list(range(n))
rng.shuffle(label)
out = [0] * n
for v in range(n):
    out[label[v]] = label[par[v]] if par[v] >= 0 else -1
emit([n, join(out)])
