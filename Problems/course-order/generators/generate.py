#!/usr/bin/env python3
"""Large tests for course-order: random DAGs, long chains, hidden cycles."""
import heapq
import os
import random
import sys


def solve(text):
    data = text.split()
    n, m = int(data[0]), int(data[1])
    out_edges = [[] for _ in range(n + 1)]
    indegree = [0] * (n + 1)
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        out_edges[a].append(b)
        indegree[b] += 1
    heap = [v for v in range(1, n + 1) if indegree[v] == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        v = heapq.heappop(heap)
        order.append(v)
        for w in out_edges[v]:
            indegree[w] -= 1
            if indegree[w] == 0:
                heapq.heappush(heap, w)
    if len(order) < n:
        return "IMPOSSIBLE\n"
    return " ".join(map(str, order)) + "\n"


def fmt(n, edges):
    return f"{n} {len(edges)}\n" + "".join(f"{a} {b}\n" for a, b in edges)


def random_dag(rng, n, m):
    rank = list(range(1, n + 1))
    rng.shuffle(rank)            # rank[i] is the i-th course of a hidden valid order
    edges = []
    for _ in range(m):
        i, j = rng.randrange(n), rng.randrange(n)
        if i == j:
            continue
        if i > j:
            i, j = j, i
        edges.append((rank[i], rank[j]))
    return edges


def main():
    out = sys.argv[1]
    rng = random.Random(1968)
    n = 200000
    chain = [(v, v - 1) for v in range(n, 1, -1)]
    dag = random_dag(rng, n, n)
    cyclic = random_dag(rng, n, n - 1)
    a, b = cyclic[0]
    cyclic.append((b, a))
    rng.shuffle(cyclic)
    local = [(v, v + rng.randint(1, 5)) for v in range(1, n - 5)]
    rng.shuffle(local)
    medium = random_dag(rng, 2000, 3000)
    doubled = random_dag(rng, n, n // 2) * 2
    rng.shuffle(doubled)
    tests = {
        "max-reversed-chain": fmt(n, chain),
        "max-random-dag": fmt(n, dag),
        "max-hidden-cycle": fmt(n, cyclic),
        "max-no-rules": fmt(n, []),
        "max-local-rules": fmt(n, local),
        "medium-random-dag": fmt(2000, medium),
        # a valid-looking chain whose last course requires itself: stops dropping "a a" rules
        # as harmless, and printing the partial order when some course was free at the start
        "max-chain-with-self-loop": fmt(n, [(v, v + 1) for v in range(1, n)] + [(n, n)]),
        # every rule recorded twice, in shuffled order: stops successors kept in a set while
        # the in-degree counts every record (the courses never open)
        "max-random-dag-doubled-rules": fmt(n, doubled),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
