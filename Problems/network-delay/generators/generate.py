"""Large tests for network-delay: random graphs, long chains, an unreachable server."""
import heapq
import os
import random
import sys


def solve(text):
    data = text.split()
    n, m, s = int(data[0]), int(data[1]), int(data[2])
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = int(data[3 + 3 * i]), int(data[4 + 3 * i]), int(data[5 + 3 * i])
        adj[u].append((v, w))
    inf = float("inf")
    dist = [inf] * (n + 1)
    dist[s] = 0
    pq = [(0, s)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist[u]:
            continue
        for v, w in adj[u]:
            nd = d + w
            if nd < dist[v]:
                dist[v] = nd
                heapq.heappush(pq, (nd, v))
    best = max(dist[1:])
    return ("-1" if best == inf else str(best)) + "\n"


def build(rng, n, m, wmax, connected=True, drop=None):
    edges = []
    if connected:
        order = list(range(1, n + 1))
        rng.shuffle(order)
        for i in range(1, n):
            edges.append((order[rng.randrange(max(0, i - 5), i)], order[i], rng.randint(1, wmax)))
    while len(edges) < m:
        edges.append((rng.randint(1, n), rng.randint(1, n), rng.randint(1, wmax)))
    if drop is not None:
        edges = [e for e in edges if e[1] != drop]
    rng.shuffle(edges)
    s = order[0] if connected else 1
    return n, edges, s


def write(out, name, n, edges, s):
    text = f"{n} {len(edges)} {s}\n" + "".join(f"{u} {v} {w}\n" for u, v, w in edges)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    rng = random.Random(20240501)
    write(out, "g01-medium-random", *build(rng, 1000, 5000, 1000))
    write(out, "g02-medium-unreachable", *build(rng, 2000, 6000, 100, drop=1234))
    write(out, "g03-max-random", *build(rng, 100000, 200000, 1000000000))
    write(out, "g04-max-small-weights", *build(rng, 100000, 200000, 10))
    # one long chain of heavy links: the answer needs 64-bit integers
    n = 100000
    chain = [(i, i + 1, 1000000000 - rng.randint(0, 5)) for i in range(1, n)]
    chain += [(rng.randint(1, n), rng.randint(1, n), 1000000000) for _ in range(100000)]
    rng.shuffle(chain)
    write(out, "g05-max-long-chain", n, chain, 1)
    write(out, "g06-max-one-unreachable", *build(rng, 100000, 200000, 1000, drop=77777))
    # A chain 1 -> 2 -> ... -> n of slow links listed backwards, plus links back towards the
    # start and self-loops that never help: the last server hears at about 10^14 ms (stops
    # 32-bit distances and 10^9 as "not reached"), and Bellman-Ford needs n - 1 rounds
    # (stops the O(n * m) Bellman-Ford).
    chain = [(v, v + 1, rng.randint(9 * 10 ** 8, 10 ** 9)) for v in range(1, n)][::-1]
    extra = []
    while len(extra) < 50000:
        u = rng.randint(1, n)
        extra.append((u, rng.randint(1, u), rng.randint(1, 10 ** 9)))
    write_known(out, "g07-max-backwards-chain", n, chain + extra, 1, sum(w for _, _, w in chain))
    # The same with every chain link doubled by a slower copy, listed before the fast one for
    # half of the links and after it for the others (stops a map of links where the last one
    # between two servers wins), and the time of Bellman-Ford again.
    n = 60000
    chain = [(v, v + 1, rng.randint(1, 10 ** 9 - 1)) for v in range(1, n)][::-1]
    e = []
    for i, (u, v, w) in enumerate(chain):
        slow = (u, v, rng.randint(w + 1, 10 ** 9))
        e += [slow, (u, v, w)] if i % 2 else [(u, v, w), slow]
    write_known(out, "g08-max-chain-with-slower-copies", n, e, 1, sum(w for _, _, w in chain))


def write_known(out, name, n, edges, s, answer):
    """A test whose answer is known by construction (the chain from s is the only route)."""
    text = f"{n} {len(edges)} {s}\n" + "".join(f"{u} {v} {w}\n" for u, v, w in edges)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(f"{answer}\n")


if __name__ == "__main__":
    main(sys.argv[1])
