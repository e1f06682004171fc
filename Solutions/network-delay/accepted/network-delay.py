"""Network Delay: Dijkstra's algorithm with a binary heap (heapq).

All delays are positive, so the closest unsettled server is final when popped; stale heap
entries are skipped. O((n + m) log n) time, O(n + m) memory. The answer is the largest
distance, or -1 if some server is never reached."""
import heapq
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    n, m, s = data[0], data[1], data[2]
    adj = [[] for _ in range(n + 1)]
    for i in range(m):
        u, v, w = data[3 + 3 * i], data[4 + 3 * i], data[5 + 3 * i]
        adj[u].append((v, w))

    INF = float("inf")
    dist = [INF] * (n + 1)
    dist[s] = 0
    heap = [(0, s)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue  # stale entry
        for v, w in adj[u]:
            if d + w < dist[v]:
                dist[v] = d + w
                heapq.heappush(heap, (dist[v], v))

    latest = max(dist[1:])
    print(-1 if latest == INF else latest)


main()
