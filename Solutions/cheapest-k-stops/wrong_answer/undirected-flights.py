# WRONG (direction): adds every flight in both directions, as if the network were undirected, but flight u v p only goes from u to v.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m, src, dst, k = data[:5]
    flights = []
    for i in range(m):
        u, v, p = data[5 + 3 * i: 8 + 3 * i]
        flights.append((u, v, p))
        flights.append((v, u, p))
    inf = float("inf")
    best = [inf] * (n + 1)
    best[src] = 0
    for _ in range(k + 1):
        nxt = best[:]
        for u, v, p in flights:
            if best[u] + p < nxt[v]:
                nxt[v] = best[u] + p
        best = nxt
    print(-1 if best[dst] == inf else best[dst])


main()
