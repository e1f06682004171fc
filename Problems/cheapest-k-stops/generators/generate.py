"""Large tests for cheapest-k-stops: dense random graphs and long cheap chains."""
import os
import random
import sys


def solve(text):
    data = list(map(int, text.split()))
    n, m, src, dst, k = data[:5]
    edges = [(data[5 + 3 * i], data[6 + 3 * i], data[7 + 3 * i]) for i in range(m)]
    inf = float("inf")
    prev = [inf] * (n + 1)
    prev[src] = 0
    for _ in range(k + 1):
        cur = prev[:]
        changed = False
        for u, v, w in edges:
            if prev[u] + w < cur[v]:
                cur[v] = prev[u] + w
                changed = True
        prev = cur
        if not changed:
            break
    return ("-1" if prev[dst] == inf else str(prev[dst])) + "\n"


def write(out, name, n, src, dst, k, edges):
    text = f"{n} {len(edges)} {src} {dst} {k}\n" + "".join(f"{u} {v} {w}\n" for u, v, w in edges)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def random_edges(rng, n, m, pmax):
    edges = []
    while len(edges) < m:
        u, v = rng.randint(1, n), rng.randint(1, n)
        if u != v:
            edges.append((u, v, rng.randint(1, pmax)))
    return edges


def ladder(rng, n, m):
    """A long path of cheap flights, plus expensive shortcuts: more stops mean lower prices."""
    edges = [(i, i + 1, 1) for i in range(1, n)]
    while len(edges) < m:
        u = rng.randint(1, n - 1)
        v = rng.randint(u + 1, n)
        edges.append((u, v, (v - u) * 1000 + rng.randint(0, 999)))
    rng.shuffle(edges)
    return edges


def unique_edges(rng, n, m, price):
    """m flights between distinct ordered pairs of cities (LeetCode has no parallel flights)."""
    pairs = [(u, v) for u in range(1, n + 1) for v in range(1, n + 1) if u != v]
    return [(u, v, price(u, v)) for u, v in rng.sample(pairs, m)]


def main(out):
    # The stretch tier (n up to 1000, prices up to 10^9, parallel flights) goes to out/stretch;
    # the top level keeps to LeetCode's constraints (n <= 100, prices <= 10^4, at most one
    # flight per ordered pair, m <= n(n-1)/2), the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(777)
    write(out, "stretch/g01-small-random", 30, 1, 30, 3, random_edges(rng, 30, 120, 100))
    write(out, "stretch/g02-medium-random", 200, 5, 17, 8, random_edges(rng, 200, 3000, 1000))
    write(out, "stretch/g03-max-dense-random", 1000, 1, 1000, 20, random_edges(rng, 1000, 10000, 1000000000))
    write(out, "stretch/g04-ladder-limited", 1000, 1, 1000, 120, ladder(rng, 1000, 10000))
    write(out, "stretch/g05-ladder-max-k", 1000, 1, 1000, 999, ladder(rng, 1000, 10000))
    write(out, "stretch/g06-dense-small-n", 100, 3, 99, 60, random_edges(rng, 100, 10000, 50))
    # Every pair of cities on a few routes has several parallel flights, the cheapest listed
    # first and dearer ones after it: stops keeping only the last flight between two cities.
    par = []
    for _ in range(2500):
        u, v = rng.randint(1, 40), rng.randint(1, 40)
        if u != v:
            cheap = rng.randint(1, 1000)
            par += [(u, v, cheap)] + [(u, v, cheap + rng.randint(1, 1000)) for _ in range(3)]
    write(out, "stretch/g07-parallel-flights-cheapest-first", 40, 1, 40, 5, par)
    # One chain of 999 flights at the top price, k = n - 1: the answer is 999 * 10^9, far past
    # 32 bits (stops int prices and an INT_MAX "unreachable" sentinel), and no route has
    # exactly k + 1 = 1000 flights (stops rebuilding each round from scratch).
    chain = [(i, i + 1, 10**9) for i in range(1, 1000)]
    rng.shuffle(chain)
    write(out, "stretch/g08-max-price-chain", 1000, 1, 1000, 999, chain)

    # The LeetCode tier at LeetCode's largest: n = 100, m = 4950, prices up to 10^4.
    lc = random.Random(787)
    write(out, "g09-leetcode-max-dense", 100, 1, 100, 10,
          unique_edges(lc, 100, 4950, lambda u, v: lc.randint(1, 10**4)))
    # Cheap path 1 -> 2 -> ... -> 100 and dearer shortcuts (100 per city skipped, plus up to 99):
    # more stops mean lower prices, so the stop limit decides the answer.
    def ladder_price(u, v):
        return 1 if v == u + 1 else abs(v - u) * 100 + lc.randint(0, 99)
    write(out, "g10-leetcode-max-ladder-limited", 100, 1, 100, 30,
          unique_edges(lc, 100, 4950, ladder_price))
    write(out, "g11-leetcode-max-ladder-max-k", 100, 1, 100, 99,
          [(i, i + 1, 1) for i in range(1, 100)]
          + [(u, v, ladder_price(u, v)) for u, v in lc.sample(
              [(u, v) for u in range(1, 101) for v in range(u + 2, 101)], 4000)])
    top = [(i, i + 1, 10**4) for i in range(1, 100)]
    lc.shuffle(top)
    write(out, "g12-leetcode-max-price-chain", 100, 1, 100, 99, top)


if __name__ == "__main__":
    main(sys.argv[1])
