# WRONG: collects the courses from the rules and starts from those with in-degree 0; a course in no rule is never taken, so the schedule looks impossible.
import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    after = {}
    indegree = {}
    for i in range(m):
        a, b = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        after.setdefault(a, []).append(b)
        after.setdefault(b, [])
        indegree[b] = indegree.get(b, 0) + 1
        indegree.setdefault(a, 0)
    heap = [v for v in after if indegree[v] == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        v = heapq.heappop(heap)
        order.append(v)
        for w in after[v]:
            indegree[w] -= 1
            if indegree[w] == 0:
                heapq.heappush(heap, w)
    print(" ".join(map(str, order)) if len(order) == n else "IMPOSSIBLE")


main()
