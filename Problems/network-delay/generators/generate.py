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


def build_unique(rng, n, m, wmax, wmin=1, drop=None):
    """As build, within LeetCode's guarantees: no self-loops, no two links from u to the same v."""
    order = list(range(1, n + 1))
    rng.shuffle(order)
    edges, pairs = [], set()
    for i in range(1, n):
        u, v = order[rng.randrange(max(0, i - 5), i)], order[i]
        if v != drop:
            edges.append((u, v, rng.randint(wmin, wmax)))
            pairs.add((u, v))
    while len(edges) < m:
        u, v = rng.randint(1, n), rng.randint(1, n)
        if u != v and v != drop and (u, v) not in pairs:
            pairs.add((u, v))
            edges.append((u, v, rng.randint(wmin, wmax)))
    rng.shuffle(edges)
    return n, edges, order[0]


def write(out, name, n, edges, s):
    text = f"{n} {len(edges)} {s}\n" + "".join(f"{u} {v} {w}\n" for u, v, w in edges)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def main(out):
    # Everything here is the stretch tier (OUT/stretch: up to 10^5 servers, delays up to 10^9,
    # parallel links and self-loops) but the leetcode-* tests at the end, within LeetCode's
    # constraints (n <= 100, m <= 6000, delays <= 100, no self-loops or parallel links).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(20240501)
    write(out, "stretch/g01-medium-random", *build(rng, 1000, 5000, 1000))
    write(out, "stretch/g02-medium-unreachable", *build(rng, 2000, 6000, 100, drop=1234))
    write(out, "stretch/g03-max-random", *build(rng, 100000, 200000, 1000000000))
    write(out, "stretch/g04-max-small-weights", *build(rng, 100000, 200000, 10))
    # one long chain of heavy links: the answer needs 64-bit integers
    n = 100000
    chain = [(i, i + 1, 1000000000 - rng.randint(0, 5)) for i in range(1, n)]
    chain += [(rng.randint(1, n), rng.randint(1, n), 1000000000) for _ in range(100000)]
    rng.shuffle(chain)
    write(out, "stretch/g05-max-long-chain", n, chain, 1)
    write(out, "stretch/g06-max-one-unreachable", *build(rng, 100000, 200000, 1000, drop=77777))
    # A chain 1 -> 2 -> ... -> n of slow links listed backwards, plus links back towards the
    # start and self-loops that never help: the last server hears at about 10^14 ms (stops
    # 32-bit distances and 10^9 as "not reached"), and Bellman-Ford needs n - 1 rounds
    # (stops the O(n * m) Bellman-Ford).
    chain = [(v, v + 1, rng.randint(9 * 10 ** 8, 10 ** 9)) for v in range(1, n)][::-1]
    extra = []
    while len(extra) < 50000:
        u = rng.randint(1, n)
        extra.append((u, rng.randint(1, u), rng.randint(1, 10 ** 9)))
    write_known(out, "stretch/g07-max-backwards-chain", n, chain + extra, 1, sum(w for _, _, w in chain))
    # The same with every chain link doubled by a slower copy, listed before the fast one for
    # half of the links and after it for the others (stops a map of links where the last one
    # between two servers wins), and the time of Bellman-Ford again.
    n = 60000
    chain = [(v, v + 1, rng.randint(1, 10 ** 9 - 1)) for v in range(1, n)][::-1]
    e = []
    for i, (u, v, w) in enumerate(chain):
        slow = (u, v, rng.randint(w + 1, 10 ** 9))
        e += [slow, (u, v, w)] if i % 2 else [(u, v, w), slow]
    write_known(out, "stretch/g08-max-chain-with-slower-copies", n, e, 1, sum(w for _, _, w in chain))

    # The LeetCode tier at LeetCode's largest size (100 servers, 6000 links), drawn after the rest.
    write(out, "leetcode-max-random", *build_unique(rng, 100, 6000, 100))
    write(out, "leetcode-max-zero-and-one-delays", *build_unique(rng, 100, 6000, 1, wmin=0))
    write(out, "leetcode-max-one-unreachable", *build_unique(rng, 100, 6000, 100, drop=37))
    write(out, "leetcode-max-sparse-chain", *build_unique(rng, 100, 120, 100))
    # A chain 1 -> ... -> 100 of delay-100 links listed backwards, plus links back towards the
    # start that never help: the last server hears at 9900 after 99 relaxation rounds.
    n = 100
    chain = [(v, v + 1, 100) for v in range(1, n)][::-1]
    pairs = {(u, v) for u, v, _ in chain}
    extra = []
    while len(extra) < 4000:
        u = rng.randint(2, n)
        v = rng.randint(1, u - 1)
        if (u, v) not in pairs:
            pairs.add((u, v))
            extra.append((u, v, rng.randint(0, 100)))
    write_known(out, "leetcode-max-backwards-chain", n, chain + extra, 1, 99 * 100)


def write_known(out, name, n, edges, s, answer):
    """A test whose answer is known by construction (the chain from s is the only route)."""
    text = f"{n} {len(edges)} {s}\n" + "".join(f"{u} {v} {w}\n" for u, v, w in edges)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(f"{answer}\n")


if __name__ == "__main__":
    main(sys.argv[1])
