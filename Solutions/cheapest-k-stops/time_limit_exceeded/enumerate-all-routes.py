# Correct but slow: depth-first search over every itinerary of at most k + 1 flights.
# The number of itineraries grows like (out-degree)^(k+1): exponential.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m, src, dst, k = (int(x) for x in data[:5])
    src, dst = src - 1, dst - 1
    adj = [[] for _ in range(n)]
    for i in range(m):
        u, v, p = (int(x) for x in data[5 + 3 * i:8 + 3 * i])
        adj[u - 1].append((v - 1, p))

    best = float("inf")

    def explore(u, cost, flights_left):
        nonlocal best
        if u == dst:
            best = min(best, cost)
        if flights_left == 0:
            return
        for v, p in adj[u]:
            explore(v, cost + p, flights_left - 1)

    sys.setrecursionlimit(10000)
    explore(src, 0, k + 1)
    print(best if best != float("inf") else -1)


main()
