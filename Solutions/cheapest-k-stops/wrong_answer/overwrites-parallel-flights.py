# WRONG (parallel edges): stores the flights as graph[u][v] = p, so of two flights between the same cities only the one listed last survives, even when it is the dearer one.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m, src, dst, k = data[:5]
    graph = [dict() for _ in range(n + 1)]
    for i in range(m):
        u, v, p = data[5 + 3 * i: 8 + 3 * i]
        graph[u][v] = p
    inf = float("inf")
    best = [inf] * (n + 1)
    best[src] = 0
    for _ in range(k + 1):
        nxt = best[:]
        for u in range(1, n + 1):
            if best[u] == inf:
                continue
            for v, p in graph[u].items():
                if best[u] + p < nxt[v]:
                    nxt[v] = best[u] + p
        best = nxt
    print(-1 if best[dst] == inf else best[dst])


main()
