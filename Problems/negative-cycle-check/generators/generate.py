"""Large tests for negative-cycle-check.

Graphs without negative cycles are built with vertex potentials: every edge gets weight
w' + p(u) - p(v) with w' >= 0, so any cycle has weight >= 0, and the true distances are
d'(v) + p(s) - p(v), where d' comes from Dijkstra on the non-negative weights w'.
Negative cycles are planted on purpose. Medium tests are also checked with Bellman-Ford."""
import heapq
import os
import random
import sys


def solve(text):
    """Plain Bellman-Ford (used for the hand-written and medium tests)."""
    data = list(map(int, text.split()))
    n, m, s = data[:3]
    edges = [(data[3 + 3 * i], data[4 + 3 * i], data[5 + 3 * i]) for i in range(m)]
    dist = [None] * (n + 1)
    dist[s] = 0
    for _ in range(n):
        changed = False
        for u, v, w in edges:
            if dist[u] is not None and (dist[v] is None or dist[u] + w < dist[v]):
                dist[v] = dist[u] + w
                changed = True
        if not changed:
            return " ".join("INF" if d is None else str(d) for d in dist[1:]) + "\n"
    return "NEGATIVE CYCLE\n"


def by_potentials(n, s, base, pot):
    """base: (u, v, w') with w' >= 0. Returns (edges, answer)."""
    adj = [[] for _ in range(n + 1)]
    for u, v, w in base:
        adj[u].append((v, w))
    dist = [None] * (n + 1)
    dist[s] = 0
    pq = [(0, s)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist[u]:
            continue
        for v, w in adj[u]:
            if dist[v] is None or d + w < dist[v]:
                dist[v] = d + w
                heapq.heappush(pq, (d + w, v))
    edges = [(u, v, w + pot[u] - pot[v]) for u, v, w in base]
    ans = " ".join("INF" if dist[v] is None else str(dist[v] + pot[s] - pot[v]) for v in range(1, n + 1))
    return edges, ans + "\n"


def write(out, name, n, s, edges, ans, check=False):
    text = f"{n} {len(edges)} {s}\n" + "".join(f"{u} {v} {w}\n" for u, v, w in edges)
    if check:
        assert solve(text) == ans, name
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(ans)


def potential_graph(rng, n, m, s, wmax, pmax, reversed_chain=True, reach=None):
    """A chain through the reachable vertices (listed backwards so Bellman-Ford needs many
    rounds) plus random edges; vertices outside `reach` are unreachable from s."""
    reach = reach if reach is not None else n
    order = [s] + rng.sample([v for v in range(1, reach + 1) if v != s], reach - 1)
    base = [(order[i], order[i + 1], rng.randint(0, wmax)) for i in range(reach - 1)]
    if reversed_chain:
        base.reverse()
    while len(base) < m:
        u, v = rng.randint(1, n), rng.randint(1, n)
        if u <= reach < v:
            u, v = v, u  # never connect the reachable part to the unreachable part
        base.insert(rng.randrange(len(base) + 1), (u, v, rng.randint(0, wmax)))
    pot = [rng.randint(-pmax, pmax) for _ in range(n + 1)]
    return by_potentials(n, s, base, pot)


def main(out):
    rng = random.Random(31337)
    e, a = potential_graph(rng, 300, 2000, 7, 1000, 10 ** 6)
    write(out, "g01-medium-no-cycle", 300, 7, e, a, check=True)
    e, _ = potential_graph(rng, 300, 2000, 1, 1000, 10 ** 6)
    e.insert(1500, (150, 151, -10 ** 9))
    e.insert(10, (151, 150, -10 ** 9))
    write(out, "g02-medium-planted-cycle", 300, 1, e, "NEGATIVE CYCLE\n", check=True)
    e, a = potential_graph(rng, 2500, 10000, 1, 10 ** 6, 4 * 10 ** 8)
    write(out, "g03-max-long-chain", 2500, 1, e, a)
    e, a = potential_graph(rng, 2500, 9300, 1, 10 ** 3, 4 * 10 ** 8, reach=1800)
    # unreachable vertices form a negative cycle of their own (700 more edges: 10000 in all): it must be ignored
    e += [(v, v + 1, -5) for v in range(1801, 2500)] + [(2500, 1801, -5)]
    rng.shuffle(e)
    write(out, "g04-max-unreachable-negative-cycle", 2500, 1, e, a)
    # the only negative cycle sits at the far end of a backwards-listed chain
    chain = [(v, v + 1, -1000) for v in range(1, 2500)][::-1]
    chain += [(2500, 2499, 999)]
    chain += [(rng.randint(1, 2500), rng.randint(1, 2500), 10 ** 9) for _ in range(7000)]
    chain += [(2500, 2498, 1999)]
    write(out, "g05-max-cycle-at-chain-end", 2500, 1, chain, "NEGATIVE CYCLE\n")
    e, a = potential_graph(rng, 2500, 10000, 1250, 10 ** 9, 0, reversed_chain=False)
    write(out, "g06-max-positive-weights", 2500, 1250, e, a)

    # A chain through all 2500 assets, listed backwards, every step a gain (-10^9 .. 0), plus
    # forward jumps costing 10^9 that never beat the chain: no cycle at all, yet the last
    # asset's cost only settles in round n - 1 (stops "still changing in round n - 1 means a
    # negative cycle") and it lies far below -2^31 (stops 32-bit distances).
    n = 2500
    chain = [(v, v + 1, -rng.randint(0, 10 ** 9)) for v in range(1, n)][::-1]
    jumps = []
    while len(jumps) < 7000:
        u = rng.randint(1, n - 2)
        jumps.append((u, rng.randint(u + 2, n), 10 ** 9))
    e = chain + jumps
    write(out, "g07-max-backwards-chain-no-cycle", n, 1, e, along_chain(chain))
    # The same chain with costs +10^9 -- costs up to 2.5 * 10^12 (stops "unreachable" = 10^9)
    # -- every conversion repeated with a dearer copy, before it for half of them and after it
    # for the others (stops a map where the last repeated conversion wins), and expensive
    # self-loops.
    chain = [(v, v + 1, rng.randint(9 * 10 ** 8, 10 ** 9)) for v in range(1, n)][::-1]
    e = []
    for i, (u, v, w) in enumerate(chain):
        dear = (u, v, w + rng.randint(1, 10 ** 9 - w) if w < 10 ** 9 else w)
        e += [dear, (u, v, w)] if i % 2 else [(u, v, w), dear]
    e += [(v, v, rng.randint(0, 10 ** 9)) for v in rng.sample(range(1, n + 1), 2000)]
    write(out, "g08-max-dear-chain-repeated", n, 1, e, along_chain(chain))
    # A long chain whose far end has the only negative cycle: a self-loop of cost -1 (stops
    # dropping self-loops).
    e = [(v, v + 1, rng.randint(-10 ** 9, 10 ** 9)) for v in range(1, n)][::-1]
    e += [(v, v, rng.randint(0, 10 ** 9)) for v in range(1, n)] + [(n, n, -1)]
    write(out, "g09-max-negative-self-loop-at-the-end", n, 1, e, "NEGATIVE CYCLE\n")


def along_chain(chain):
    """The answer when the cheapest route to every asset is the chain 1 -> 2 -> ... -> n
    (chain: its conversions (v, v + 1, w), in any order), starting from asset 1."""
    dist = [0]
    for _, _, w in sorted(chain):
        dist.append(dist[-1] + w)
    return " ".join(map(str, dist)) + "\n"


if __name__ == "__main__":
    main(sys.argv[1])
