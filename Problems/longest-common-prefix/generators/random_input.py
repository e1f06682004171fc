#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of words (clamped to 1..100000); the total length stays within 10^6.
# Word lengths grow with SIZE. Words share a random common prefix (possibly empty or the whole of a word) and then diverge;
# at some seeds all words are equal or the alphabet is tiny.
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
budget = min(1000000 // n, max(8, n))  # letters per word at most
letters = "abcdefghijklmnopqrstuvwxyz"[:rng.choice((1, 2, 26))]
plen = rng.randint(0, max(0, min(budget - 1, rng.choice((1, 5, budget)))))
prefix = "".join(rng.choice(letters) for _ in range(plen))
mode = rng.randrange(4)
words = []
for _ in range(n):
    room = budget - plen
    if mode == 0:
        w = prefix
    else:
        k = rng.randint(0, min(room, rng.choice((1, 3, room))))
        w = prefix + "".join(rng.choice(letters) for _ in range(k))
    if not w:
        w = rng.choice(letters)
    words.append(w)
if mode == 3 and n > 1:
    words[rng.randrange(n)] = prefix[:rng.randint(0, plen)] or rng.choice(letters)
emit([n] + words)
