# usage: python3 random_input.py SEED SIZE [SHAPE]
# SIZE is n, the number of entries (clamped to 2..200000). The seed picks the value range
# (small with negatives and repeats, or the full range, where target can pass 32 bits) and
# the answer pair (equal halves like 3 + 3, extremes, neighbours, first and last). The other
# entries avoid every value that would form a second pair, so exactly one pair exists.
# SHAPE (problem.yaml's random_input.worst_cases) puts the pair where a search that stops at it
# works longest: pair-last as the last two entries (a search from the front), pair-first as
# the first two (a search from the back).
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
shape = sys.argv[3] if len(sys.argv) > 3 else None
if shape not in (None, "pair-last", "pair-first"):
    sys.exit("unknown SHAPE " + shape + " (pair-last, pair-first)")
rng = random.Random(seed)
n = max(2, min(200000, size))
B = 10**9
lim = max(10, n) if rng.randrange(2) else B
kind = rng.randrange(4)
if kind == 0:
    x = rng.randint(-lim, lim)
    y = x
elif kind == 1:
    x = y = rng.choice([B, -B])
else:
    x, y = rng.randint(-lim, lim), rng.randint(-lim, lim)
target = x + y
count = {x: 1}
count[y] = count.get(y, 0) + 1
fill = []
while len(fill) < n - 2:
    v = rng.randint(-lim, lim) if rng.randrange(4) else rng.choice([x, y, -lim, lim, 0])
    if count.get(target - v, 0):
        continue  # v would pair with an entry already placed (or a second half)
    count[v] = count.get(v, 0) + 1
    fill.append(v)
pos = rng.choice(["random", "ends", "adjacent"])
if shape == "pair-last":
    a = fill + [x, y]
elif shape == "pair-first":
    a = [x, y] + fill
elif pos == "random":
    a = fill + [x, y]
    rng.shuffle(a)
elif pos == "ends":
    a = [x] + fill + [y]
else:
    i = rng.randint(0, len(fill))
    a = fill[:i] + [x, y] + fill[i:]
print(n, target)
print(" ".join(map(str, a)))
