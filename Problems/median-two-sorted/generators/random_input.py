#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n + m, the number of parcels of both warehouses together (clamped to 1..400000);
# q is about as large (at most 100000). The seed splits the parcels (one warehouse empty,
# even, lopsided), picks the weights (small with repeats, all equal, +-2*10^9 extremes where
# twice the median passes 32 bits, all of A below all of B, the full range) and the queries
# (whole arrays, one prefix empty, single elements, random prefixes).
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
total = max(1, min(400000, size))
B = 2 * 10**9
split = rng.randrange(5)
if split == 0:
    n = 0
elif split == 1:
    n = total
elif split == 2:
    n = total // 2
else:
    n = rng.randint(0, total)
n = max(total - 200000, min(200000, n))
m = total - n


def uniform(count, lo, hi):
    """count integers drawn uniformly from [lo, hi] (random() is faster than randint)."""
    r, span = rng.random, hi - lo + 1
    return [lo + int(r() * span) for _ in range(count)]


def weights(count):
    """count sorted weights of a shape the seed picks."""
    shape = rng.randrange(6)
    h = max(3, count)
    if shape == 0:
        return sorted(uniform(count, -h, h))
    if shape == 1:
        return [rng.choice((-B, B, 0, rng.randint(-B, B)))] * count
    if shape == 2:
        return sorted(rng.choice((-B, B, -B + 1, B - 1, 0)) for _ in range(count))
    if shape == 3:
        lo = rng.choice((-B, B - 2 * h, rng.randint(-B, B - 2 * h)))
        return sorted(uniform(count, lo, lo + 2 * h))
    return sorted(uniform(count, -B, B))


mix = rng.randrange(3)
if mix == 0:  # independent arrays
    a, b = weights(n), weights(m)
else:
    merged = weights(total)
    if mix == 1:  # all of A at or below all of B (or above, after the swap below)
        a, b = merged[:n], merged[n:]
    else:  # one sorted run dealt out between the two
        a, b, left, r = [], [], n, rng.random
        for i, v in enumerate(merged):
            if r() * (total - i) < left:
                a.append(v)
                left -= 1
            else:
                b.append(v)
if rng.randrange(2):
    a, b, n, m = b, a, m, n
q = min(100000, total + rng.randint(0, 3))


def query():
    kind = rng.randrange(6)
    if kind == 0:
        return n, m
    if kind == 1 and n:
        return rng.randint(1, n), 0
    if kind == 2 and m:
        return 0, rng.randint(1, m)
    if kind == 3:
        return (1, 0) if n and (not m or rng.randrange(2)) else (0, 1)
    if kind == 4:
        i, j = rng.randint(max(0, n - 3), n), rng.randint(max(0, m - 3), m)
    else:
        i, j = rng.randint(0, n), rng.randint(0, m)
    return (i, j) if i + j else (n, m)


out = ["%d %d %d" % (n, m, q), " ".join(map(str, a)), " ".join(map(str, b))]
out += ["%d %d" % query() for _ in range(q)]
sys.stdout.write("\n".join(out) + "\n")
