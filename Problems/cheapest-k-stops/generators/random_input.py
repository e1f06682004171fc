# usage: python3 random_input.py SEED SIZE
# SIZE is m, the number of flights (clamped to 1..10000); the number of cities n grows with
# it (about SIZE / 5, between 2 and 1000) and k is drawn from 0..n-1. The seed picks small
# or full-range prices, a few hubs or a long chain, and sometimes no flights at all.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
m = max(1, min(10000, size))
n = max(2, min(1000, m // 5 + rng.randint(2, 4)))
if size <= 3 and rng.randrange(6) == 0:
    m = 0
src = rng.randint(1, n)
dst = rng.randint(1, n - 1)
if dst >= src:
    dst += 1
shape = rng.randrange(4)
k = rng.choice([0, 1, rng.randint(0, n - 1), n - 1])
big = rng.randrange(3) == 0
hi = 10**9 if big else max(10, m)


def price():
    return rng.choice([1, 10**9]) if big and rng.randrange(3) == 0 else rng.randint(1, hi)


edges = []
if shape == 0:
    # a chain src -> ... -> dst of random length, plus random extras
    order = [c for c in range(1, n + 1) if c not in (src, dst)]
    rng.shuffle(order)
    chain = [src] + order[:rng.randint(0, len(order))] + [dst]
    for a, b in zip(chain, chain[1:]):
        if len(edges) < m:
            edges.append((a, b, price()))
while len(edges) < m:
    if shape == 1 and n > 2:
        hubs = [src, dst] + [rng.randint(1, n) for _ in range(2)]
        u = rng.choice(hubs)
        v = rng.randint(1, n)
    else:
        u = rng.randint(1, n)
        v = rng.randint(1, n)
    if u == v:
        continue
    edges.append((u, v, price()))
rng.shuffle(edges)
out = ["%d %d %d %d %d" % (n, m, src, dst, k)]
out += ["%d %d %d" % e for e in edges]
sys.stdout.write("\n".join(out) + "\n")
