"""Large tests for kruskal-mst."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    n, m = data[0], data[1]
    us, vs, ws = data[2::3], data[3::3], data[4::3]
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    total, joined = 0, 0
    for i in sorted(range(m), key=ws.__getitem__):
        a, b = find(us[i]), find(vs[i])
        if a != b:
            parent[a] = b
            total += ws[i]
            joined += 1
    return ("IMPOSSIBLE" if joined != n - 1 else str(total)) + "\n"


def write(out, name, n, edges):
    text = f"{n} {len(edges)}\n" + "".join(f"{u} {v} {w}\n" for u, v, w in edges)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def graph(rng, n, m, lo, hi, connected=True, skip=None):
    """A random spanning tree (unless not connected) plus random extra lines; town `skip`
    gets no lines at all."""
    span = hi - lo + 1
    rand = rng.random
    edges = []
    if connected:
        for v in range(2, n + 1):
            if v != skip:
                u = v - 1 - int(rand() * min(50, v - 1))
                if u == skip:
                    u = v - 1 if v - 1 != skip else v - 2
                edges.append((u, v, lo + int(rand() * span)))
    while len(edges) < m:
        u, v = 1 + int(rand() * n), 1 + int(rand() * n)
        if skip not in (u, v):
            edges.append((u, v, lo + int(rand() * span)))
    rng.shuffle(edges)
    return edges


def chain(rng, n, extra, first):
    """The path 1 - 2 - ... - n written as lines (i, i + 1) of increasing cost, then `extra`
    lines of cost n (dearer than every path line) between town 1 and random towns (town 1 first if `first`)."""
    edges = [(i, i + 1, i) for i in range(1, n)]
    for _ in range(extra):
        k = rng.randint(2, n)
        edges.append((1, k, n) if first else (k, 1, n))
    return edges


def main(out):
    rng = random.Random(8080)
    g = 10 ** 9
    write(out, "g01-medium-random", 2000, graph(rng, 2000, 6000, -1000, 1000))
    write(out, "g02-max-random-positive", 200000, graph(rng, 200000, 300000, 1, g))
    write(out, "g03-max-random-mixed-sign", 200000, graph(rng, 200000, 300000, -g, g))
    write(out, "g04-heavy-tree", 100000, graph(rng, 100000, 99999, g - 10, g))
    write(out, "g05-one-isolated-town", 200000, graph(rng, 200000, 200000, -g, g, skip=123456))
    write(out, "g06-all-equal", 50000, graph(rng, 50000, 100000, 7, 7))
    # Stops a union-find without path compression or union by size (parent[find(u)] = find(v)):
    # the path lines (i, i + 1), cheapest first, link every root under the next town, a chain
    # of depth 100000; then 100000 dearer lines from town 1 (or to it) each walk the whole chain:
    # 10^10 steps. The answer is the path's cost.
    write(out, "g07-path-then-lines-from-its-end", 100000, chain(rng, 100000, 100000, first=True))
    write(out, "g08-path-then-lines-to-its-end", 100000, chain(rng, 100000, 100000, first=False))


if __name__ == "__main__":
    main(sys.argv[1])
