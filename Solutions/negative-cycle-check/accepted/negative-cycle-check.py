"""Arbitrage Detector: Bellman-Ford with negative-cycle detection.

A cheapest route without repeated assets uses at most n - 1 conversions, so n - 1 rounds of
relaxing every conversion settle all costs; if one more round still improves an asset, a
reachable negative cycle exists. Only relax from assets already reached, so that an
unreachable negative cycle does not count; stop early once a round changes nothing.
O(n * m) time, O(n + m) memory."""
import sys

INF = float("inf")


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m, s = data[0], data[1], data[2]
    edges = [(data[3 + 3 * i] - 1, data[4 + 3 * i] - 1, data[5 + 3 * i]) for i in range(m)]

    dist = [INF] * n
    dist[s - 1] = 0

    def relax_all():
        improved = False
        for u, v, w in edges:
            if dist[u] != INF and dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
                improved = True
        return improved

    stable = False
    for _ in range(max(n - 1, 1)):
        if not relax_all():
            stable = True
            break
    if not stable and relax_all():
        print("NEGATIVE CYCLE")
    else:
        print(" ".join("INF" if d == INF else str(d) for d in dist))


main()
