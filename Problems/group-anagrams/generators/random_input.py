#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of words (clamped to 1..100000). Word lengths stay within 1..100 and
# the total within 10^6. Words are drawn as shuffles of a few base words (so groups form),
# with repeated words, single letters, and a small alphabet at some seeds.
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
maxlen = max(1, min(100, 1000000 // n))
letters = "abcdefghijklmnopqrstuvwxyz"[:rng.choice((1, 2, 3, 26))]
bases = []
for _ in range(rng.randint(1, max(1, min(n, rng.choice((2, 5, n)))))):
    k = rng.randint(1, rng.choice((1, 3, maxlen)))
    bases.append([rng.choice(letters) for _ in range(k)])
words = []
for _ in range(n):
    b = rng.choice(bases)[:]
    if rng.randrange(10) == 0:
        b[rng.randrange(len(b))] = rng.choice(letters)
    rng.shuffle(b)
    words.append("".join(b))
emit([n] + words)
