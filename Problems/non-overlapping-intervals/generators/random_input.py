#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of slots (clamped to 1..200000). The seed picks the slots: small
# coordinates (touching, nested and equal slots, length 1), the full range +-10^9, the
# extremes only, n copies of one slot, a touching chain or an overlapping staircase, or one
# long slot over many short ones; and their order (shuffled, by start, by end, reversed).
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(200000, size))
L = 10**9
mode = rng.randrange(6)


def pair(lo, hi):
    """A slot l < r inside [lo, hi] (hi > lo)."""
    span = hi - lo + 1
    l, r = lo + int(rng.random() * span), lo + int(rng.random() * span)
    if l == r:
        return (l, l + 1) if l < hi else (l - 1, l)
    return (l, r) if l < r else (r, l)


slots = []
if mode == 0:
    m = max(5, n)
    longest = rng.choice((1, 3, m))
    for _ in range(n):
        l = rng.randint(-m, m)
        slots.append((l, l + rng.randint(1, longest)))
elif mode == 1:
    slots = [pair(-L, L) for _ in range(n)]
elif mode == 2:
    ends = (-L, -L + 1, -1, 0, 1, L - 1, L)
    for _ in range(n):
        l, r = rng.sample(ends, 2)
        slots.append((min(l, r), max(l, r)))
elif mode == 3:
    slots = [pair(-L, L) if rng.randrange(2) else rng.choice(((-L, L), (0, 1), (L - 1, L)))] * n
elif mode == 4:
    step = rng.randint(1, max(1, 2 * L // (n + 3)))
    width = step * rng.choice((1, 1, 2, 3))  # 1: a touching chain, more: a staircase
    base = rng.randint(-L, L - step * (n + 3))
    slots = [(base + i * step, base + i * step + width) for i in range(n)]
    slots = [(l, min(L, r)) for l, r in slots]
else:
    lo, hi = pair(-L, L) if rng.randrange(2) else (-L, L)
    if hi - lo < 2:
        lo, hi = -L, L
    slots = [(lo, hi)] + [pair(lo, hi) for _ in range(n - 1)]
order = rng.randrange(5)
if order == 0:
    rng.shuffle(slots)
elif order == 1:
    slots.sort()
elif order == 2:
    slots.sort(key=lambda s: (s[1], s[0]))
elif order == 3:
    slots.sort(reverse=True)
sys.stdout.write("%d\n" % n + "".join("%d %d\n" % s for s in slots))
