# WRONG: the trick for "smallest labels as early as possible": reversed rules, a max-heap, then the order reversed. That is not the lexicographically smallest order.
import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    before = [[] for _ in range(n + 1)]
    outdegree = [0] * (n + 1)
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        before[b].append(a)
        outdegree[a] += 1
    heap = [-v for v in range(1, n + 1) if outdegree[v] == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        v = -heapq.heappop(heap)
        order.append(v)
        for u in before[v]:
            outdegree[u] -= 1
            if outdegree[u] == 0:
                heapq.heappush(heap, -u)
    print(" ".join(map(str, reversed(order))) if len(order) == n else "IMPOSSIBLE")


main()
