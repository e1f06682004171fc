#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the length of the shelf (clamped to 1..200000); q is about n as well (at most
# 200000). The seed picks the spacing of the strictly increasing numbers (consecutive, gaps
# of 2, small or large gaps) and where they sit (from -10^9, up to 10^9, negative only,
# around zero, anywhere), and the queries: present numbers (first, last, any), their
# neighbours +-1 (absent when there is a gap), below the first, above the last, +-10^9, or
# anything.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(200000, size))
q = max(1, min(200000, n + rng.randint(-2, 3)))
L = 10**9
gap = rng.choice((1, 2, rng.randint(1, 10), (2 * L) // n, rng.randint(1, max(1, (2 * L) // n))))
gap = max(1, min(gap, (2 * L) // n))
r = rng.random
steps = [1 + int(r() * gap) for _ in range(n - 1)] if gap > 2 else [gap] * (n - 1)
span = sum(steps)
where = rng.randrange(5)
if where == 0:
    first = -L
elif where == 1:
    first = L - span
elif where == 2:
    first = min(-1 - span, L - span) if -L <= -1 - span else -L  # negative only if it fits
elif where == 3:
    first = max(-L, min(L - span, rng.randint(-span - 3, 3)))  # around zero
else:
    first = rng.randint(-L, L - span)
a = [first]
for s in steps:
    a.append(a[-1] + s)


def query():
    kind = rng.randrange(8)
    if kind == 0:
        return a[int(r() * n)]
    if kind == 1:
        return rng.choice((a[0], a[-1]))
    if kind == 2:
        return max(-L, min(L, a[int(r() * n)] + rng.choice((-1, 1))))
    if kind == 3:
        return max(-L, a[0] - rng.randint(1, 3))
    if kind == 4:
        return min(L, a[-1] + rng.randint(1, 3))
    if kind == 5:
        return rng.choice((-L, L, 0))
    return rng.randint(max(-L, a[0] - 2), min(L, a[-1] + 2))


xs = [query() for _ in range(q)]
sys.stdout.write("%d %d\n%s\n%s\n" % (n, q, " ".join(map(str, a)), " ".join(map(str, xs))))
