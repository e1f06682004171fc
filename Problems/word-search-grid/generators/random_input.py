#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is m, the number of candidate words (clamped to 1..30000). The grid is R x C with
# sides up to 12 (small at small SIZE); letters come from a 1-, 2-, 3- or 26-letter
# alphabet. Words are paths traced in the grid (present), such paths with one letter
# changed, random words, or repeats, with lengths 1..10.
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


m = max(1, min(30000, size))
side = min(12, max(1, m))
R = rng.randint(1, side)
C = rng.randint(1, side)
letters = "abcdefghijklmnopqrstuvwxyz"[:rng.choice((1, 2, 3, 26))]
grid = ["".join(rng.choice(letters) for _ in range(C)) for _ in range(R)]


def path_word():
    k = rng.randint(1, 10)
    i, j = rng.randrange(R), rng.randrange(C)
    seen = {(i, j)}
    w = [grid[i][j]]
    while len(w) < k:
        nxt = [(a, b) for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1))
               if 0 <= a < R and 0 <= b < C and (a, b) not in seen]
        if not nxt:
            break
        i, j = rng.choice(nxt)
        seen.add((i, j))
        w.append(grid[i][j])
    return w


words = []
for _ in range(m):
    kind = rng.randrange(4)
    if kind == 3 and words:
        words.append(rng.choice(words))
        continue
    if kind == 2:
        w = [rng.choice(letters) for _ in range(rng.randint(1, 10))]
    else:
        w = path_word()
        if kind == 1:
            w[rng.randrange(len(w))] = rng.choice(letters)
    words.append("".join(w))
emit(["%d %d" % (R, C)] + grid + [m] + words)
