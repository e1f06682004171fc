# usage: python3 random_input.py SEED SIZE
# SIZE is m, the number of conversions (clamped to 1..10000; the seed sometimes gives m = 0
# at SIZE <= 3); the number of assets n grows with it (about SIZE / 4, 1..2500). The seed
# picks the costs: non-negative, negative but without a negative cycle (costs built from
# potentials), a negative cycle reachable from s, or one that s cannot reach.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
m = max(1, min(10000, size))
if size <= 3 and rng.randrange(6) == 0:
    m = 0
n = max(1, min(2500, max(1, m) // 4 + rng.randint(0, 3)))
s = rng.randint(1, n)
B = 10**9
shape = rng.randrange(4)
small = rng.randrange(2) == 0
pot = [0] + [rng.randint(-4 * 10**8, 4 * 10**8) for _ in range(n)]
if small:
    pot = [0] + [rng.randint(-5, 5) for _ in range(n)]


def cost(u, v):
    if shape == 0:
        return rng.randint(0, 10 if small else B)
    base = rng.randint(0, 3 if small else 2 * 10**8)
    return base + pot[u] - pot[v]


# for shape 3, nodes in `cut` are never reachable from s (edges only go cut -> cut or
# cut -> rest), and the negative cycle lives there
cut = set()
if shape == 3 and n >= 2:
    others = [v for v in range(1, n + 1) if v != s]
    cut = set(rng.sample(others, rng.randint(1, len(others))))
edges = []
if shape >= 2 and m > 0:
    pool = sorted(cut) if shape == 3 and cut else list(range(1, n + 1))
    length = rng.randint(1, min(len(pool), m, 6))
    cyc = rng.sample(pool, length)
    if shape == 2 and s not in cyc and len(edges) + length < m:
        edges.append((s, cyc[0], rng.randint(-B, B)))
    for i in range(length):
        w = -rng.randint(1, B) if i == 0 else rng.randint(-B, B // (length * 2))
        edges.append((cyc[i], cyc[(i + 1) % length], w))
    # make sure the cycle's total is negative
    tot = sum(w for _, _, w in edges[-length:])
    if tot >= 0:
        u, v, w = edges[-length]
        edges[-length] = (u, v, max(-B, w - tot - 1))
edges = edges[:m]
while len(edges) < m:
    u, v = rng.randint(1, n), rng.randint(1, n)
    if v in cut and u not in cut:
        continue
    w = cost(u, v) if shape != 3 or not cut else rng.randint(0, 10 if small else B)
    edges.append((u, v, w))
rng.shuffle(edges)
out = ["%d %d %d" % (n, m, s)] + ["%d %d %d" % e for e in edges]
sys.stdout.write("\n".join(out) + "\n")
