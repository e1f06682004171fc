# usage: python3 random_input.py SEED SIZE [SHAPE] — n = SIZE (clamped to 2..20000) values and
# an odd target that exactly one pair sums to: the pair's two halves are the only odd value and
# one even value, and every other value is even and not the pair's. SEED picks the values and
# the pair's places (anywhere, so a search that stops at the pair stops anywhere); the SHAPE
# pair-last puts the pair at the end, pair-first at the start (prep growth's worst cases for
# searches from the front and from the back).
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
shape = sys.argv[3] if len(sys.argv) > 3 else None
if shape not in (None, "pair-last", "pair-first"):
    sys.exit("unknown SHAPE " + shape + " (pair-last, pair-first)")
rng = random.Random(seed)
n = max(2, min(20000, size))
x, y = 2 * rng.randint(1, 10**8), 2 * rng.randint(1, 10**8) + 1
fill = []
while len(fill) < n - 2:
    v = 2 * rng.randint(1, 10**8)
    if v != x:
        fill.append(v)
i, j = sorted(rng.sample(range(n), 2))
if shape == "pair-last":
    i, j = n - 2, n - 1
elif shape == "pair-first":
    i, j = 0, 1
values = fill[:i] + [x] + fill[i:j - 1] + [y] + fill[j - 1:]
print(n, x + y)
print(" ".join(map(str, values)))
