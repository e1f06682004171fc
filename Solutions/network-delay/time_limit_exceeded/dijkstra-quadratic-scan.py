# Correct but slow: Dijkstra that finds the next closest server by scanning all n servers,
# O(n^2 + m). Fine for small n, far too slow for n = 100000.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m, s = data[0], data[1], data[2] - 1
    adj = [[] for _ in range(n)]
    for i in range(m):
        u, v, w = data[3 + 3 * i] - 1, data[4 + 3 * i] - 1, data[5 + 3 * i]
        adj[u].append((v, w))
    INF = float("inf")
    dist = [INF] * n
    done = [False] * n
    dist[s] = 0
    for _ in range(n):
        u = -1
        for v in range(n):
            if not done[v] and dist[v] != INF and (u == -1 or dist[v] < dist[u]):
                u = v
        if u == -1:
            break
        done[u] = True
        for v, w in adj[u]:
            if dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
    latest = max(dist)
    print(-1 if latest == INF else latest)


main()
