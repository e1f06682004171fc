# WRONG (forgets to carry state): each round starts from a fresh all-infinite array instead of a copy of the last one, so it finds the cheapest route of EXACTLY k + 1 flights, not at most k + 1.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m, src, dst, k = data[:5]
    flights = [tuple(data[5 + 3 * i: 8 + 3 * i]) for i in range(m)]
    inf = float("inf")
    best = [inf] * (n + 1)
    best[src] = 0
    for _ in range(k + 1):
        nxt = [inf] * (n + 1)
        for u, v, p in flights:
            if best[u] + p < nxt[v]:
                nxt[v] = best[u] + p
        best = nxt
    print(-1 if best[dst] == inf else best[dst])


main()
