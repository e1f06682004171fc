# usage: python3 random_input.py SEED SIZE
# Prints one random test: SIZE is n, the number of towns (1 <= SIZE <= 2*10^5); m is up to
# about 1.5n lines (at most 3*10^5). The seed picks a connected graph (a random spanning tree
# plus extra lines) or a disconnected one (IMPOSSIBLE), weights small with repeats and
# negatives or the full +-10^9 range, with parallel lines and self-loops mixed in.
import random
import sys

MAXSIZE = 200000
MAXM = 300000
MAXW = 1000000000


def main():
    seed, size = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    rnd = rng.random

    def ri(lo, hi):  # a fast randint
        return lo + int(rnd() * (hi - lo + 1))
    n = max(1, min(size, MAXSIZE))
    connected = rng.random() < 0.7
    wstyle = rng.randrange(3)
    hi = max(10, n)

    def weight():
        if wstyle == 0:
            return ri(-hi, hi)
        if wstyle == 1:
            return ri(-MAXW, MAXW)
        return (-MAXW, MAXW, 0, 1, ri(-3, 3))[ri(0, 4)]

    edges = []
    perm = list(range(1, n + 1))
    rng.shuffle(perm)
    skip = -1 if connected or n == 1 else rng.randrange(1, n)
    for i in range(1, n):
        if i != skip:
            edges.append((perm[i], perm[ri(max(0, i - (1, 5, i)[ri(0, 2)]), i - 1)]))
    extra = rng.choice((0, n // 2, rng.randint(0, n), min(MAXM - len(edges), n)))
    for _ in range(extra):
        r = rnd()
        if r < 0.1:
            u = ri(1, n)
            edges.append((u, u))
        elif r < 0.2 and edges:
            edges.append(edges[ri(0, len(edges) - 1)])
        else:
            u, v = ri(1, n), ri(1, n)
            if skip != -1 and ((perm.index(u) < skip) != (perm.index(v) < skip)) if n <= 2000 else False:
                continue
            edges.append((u, v))
    if skip != -1 and n > 2000:
        # keep the two sides [0, skip) and [skip, n) of perm apart
        side = {}
        for i, x in enumerate(perm):
            side[x] = i < skip
        edges = [e for e in edges if side[e[0]] == side[e[1]]]
    edges = edges[:MAXM]
    rng.shuffle(edges)
    out = ["%d %d" % (n, len(edges))]
    out += ["%d %d %d" % (u, v, weight()) for u, v in edges]
    sys.stdout.write("\n".join(out) + "\n")


main()
