#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is t, the number of phrases (clamped to 1..100000); phrase lengths grow with SIZE
# (at most max(8, SIZE) and the total within 10^6). Phrases are palindromes in letters and
# digits with mixed case, spaces and punctuation sprinkled in, near-misses (one character
# changed), phrases with no letter or digit at all, or random printable ASCII.
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


t = max(1, min(100000, size))
maxlen = max(1, min(1000000 // t, max(8, t)))
ALNUM = "abcxyzABCXYZ0189"
JUNK = " !,.:;?-'\"@#()~"
mode = rng.randrange(4)


def phrase():
    k = rng.randint(1, maxlen)
    kind = mode if mode < 3 else rng.randrange(4)
    if kind == 3:
        return "".join(chr(rng.randint(32, 126)) for _ in range(k))
    if kind == 2:
        return "".join(rng.choice(JUNK) for _ in range(k))
    plen = rng.randint(1, k)
    core = [rng.choice(ALNUM) for _ in range((plen + 1) // 2)]
    pal = core + core[::-1][plen % 2:]
    pal = [c.swapcase() if rng.random() < 0.3 else c for c in pal]
    if kind == 1 and pal:
        pal[rng.randrange(len(pal))] = rng.choice(ALNUM)
    out = []
    for idx, c in enumerate(pal):
        while len(out) + len(pal) - idx < k and rng.random() < 0.3:
            out.append(rng.choice(JUNK))
        out.append(c)
    return "".join(out)


emit([t] + [phrase() for _ in range(t)])
