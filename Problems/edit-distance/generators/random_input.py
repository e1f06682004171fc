#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is the length of the first word (clamped to 1..5000). A seed picks the alphabet size
# (1, 2 or 26 letters) and the second word: random, the first with a few edits, identical,
# reversed, or a single letter.
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
letters = "abcdefghijklmnopqrstuvwxyz"[:rng.choice((1, 2, 3, 26))]


def word(k):
    return "".join(rng.choice(letters) for _ in range(k))


a = word(n)
mode = rng.randrange(5)
if mode == 0:
    b = word(rng.randint(1, n))
elif mode == 1:
    b = list(a)
    for _ in range(rng.randint(0, max(1, n // 10))):
        op = rng.randrange(3)
        i = rng.randrange(len(b))
        if op == 0:
            b[i] = rng.choice(letters)
        elif op == 1 and len(b) > 1:
            del b[i]
        elif len(b) < 5000:
            b.insert(i, rng.choice(letters))
    b = "".join(b)
elif mode == 2:
    b = a
elif mode == 3:
    b = a[::-1]
else:
    b = word(1)
if rng.randrange(2):
    a, b = b, a
emit([a, b])
