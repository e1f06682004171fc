"""Course Schedule — Kahn's algorithm with a min-heap: the lexicographically smallest order.

Count each course's unmet prerequisites; courses with none are available. Repeatedly take the
smallest available course and unlock the courses its rules point to. If the heap runs dry
before all n courses are taken, the rest wait on each other in a cycle.
O((n + m) log n) time, O(n + m) memory.
"""
import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    unlocks = [[] for _ in range(n + 1)]
    missing = [0] * (n + 1)  # unmet prerequisites per course
    for i in range(m):
        before, after = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        unlocks[before].append(after)
        missing[after] += 1

    available = [course for course in range(1, n + 1) if missing[course] == 0]
    heapq.heapify(available)
    order = []
    while available:
        course = heapq.heappop(available)
        order.append(course)
        for nxt in unlocks[course]:
            missing[nxt] -= 1
            if missing[nxt] == 0:
                heapq.heappush(available, nxt)

    print(" ".join(map(str, order)) if len(order) == n else "IMPOSSIBLE")


main()
