"""Large tests for connect-points-cost.

Answers come from the O(n log n) Manhattan MST construction: in each of four sweeps every
point keeps only its nearest neighbour in one octant (found with a Fenwick tree of minima),
which leaves at most 4n candidate edges that are guaranteed to contain an MST; Kruskal then
finishes. Medium tests are cross-checked with O(n^2) Prim."""
import os
import random
import sys


def mst_cost(pts):
    n = len(pts)
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    edges = []
    for direction in range(4):
        if direction % 2 == 1:
            xs, ys = ys, xs
        elif direction == 2:
            xs = [-x for x in xs]
        order = sorted(range(n), key=lambda i: (xs[i], ys[i]))
        keys = sorted(set(ys[i] - xs[i] for i in range(n)))
        rank = {k: r for r, k in enumerate(keys)}
        size = len(keys)
        best_val = [float("inf")] * (size + 1)
        best_id = [-1] * (size + 1)
        for i in reversed(order):
            r = size - rank[ys[i] - xs[i]]
            val, j, k = float("inf"), -1, r
            while k > 0:
                if best_val[k] < val:
                    val, j = best_val[k], best_id[k]
                k -= k & -k
            if j >= 0:
                edges.append((abs(xs[i] - xs[j]) + abs(ys[i] - ys[j]), i, j))
            v, k = xs[i] + ys[i], r
            while k <= size:
                if v < best_val[k]:
                    best_val[k], best_id[k] = v, i
                k += k & -k
    edges.sort()
    parent = list(range(n))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    total = 0
    for w, a, b in edges:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[ra] = rb
            total += w
    return total


def prim_cost(pts):
    n = len(pts)
    dist = [float("inf")] * n
    dist[0] = 0
    used = [False] * n
    total = 0
    for _ in range(n):
        u = min((i for i in range(n) if not used[i]), key=dist.__getitem__)
        used[u] = True
        total += dist[u]
        ux, uy = pts[u]
        for v in range(n):
            if not used[v]:
                d = abs(ux - pts[v][0]) + abs(uy - pts[v][1])
                if d < dist[v]:
                    dist[v] = d
    return total


def solve(text):
    data = list(map(int, text.split()))
    n = data[0]
    return f"{mst_cost([(data[1 + 2 * i], data[2 + 2 * i]) for i in range(n)])}\n"


def write(out, name, pts, check=False):
    text = f"{len(pts)}\n" + "".join(f"{x} {y}\n" for x, y in pts)
    ans = solve(text)
    if check:
        assert ans == f"{prim_cost(pts)}\n", name
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(ans)


def main(out):
    rng = random.Random(1618)
    big = 10 ** 9
    write(out, "g01-medium-random", [(rng.randint(-1000, 1000), rng.randint(-1000, 1000)) for _ in range(300)], True)
    write(out, "g02-medium-clustered", [(rng.randint(0, 5) * 1000 + rng.randint(0, 9), rng.randint(0, 5) * 1000 + rng.randint(0, 9)) for _ in range(300)], True)
    write(out, "g03-max-random-wide", [(rng.randint(-big, big), rng.randint(-big, big)) for _ in range(5000)])
    write(out, "g04-max-small-grid-duplicates", [(rng.randint(0, 30), rng.randint(0, 30)) for _ in range(5000)])
    write(out, "g05-max-diagonal", [(i * 400000 - big, big - i * 400000 - rng.randint(0, 3)) for i in range(5000)])
    corner = [(rng.choice([-big, big]), rng.choice([-big, big])) for _ in range(5000)]
    write(out, "g06-max-corners", [(x - (x > 0) * rng.randint(0, 1000) + (x < 0) * rng.randint(0, 1000),
                                    y - (y > 0) * rng.randint(0, 1000) + (y < 0) * rng.randint(0, 1000))
                                   for x, y in corner])


if __name__ == "__main__":
    main(sys.argv[1])
