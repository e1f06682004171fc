# SLOW: at every step scans all courses from 1 upwards for the smallest one that is not
# taken and has no unmet prerequisites. Correct, but O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    unlocks = [[] for _ in range(n + 1)]
    missing = [0] * (n + 1)
    for i in range(m):
        before, after = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        unlocks[before].append(after)
        missing[after] += 1
    taken = [False] * (n + 1)
    order = []
    while len(order) < n:
        course = next((c for c in range(1, n + 1) if not taken[c] and missing[c] == 0), None)
        if course is None:
            break
        taken[course] = True
        order.append(course)
        for nxt in unlocks[course]:
            missing[nxt] -= 1
    print(" ".join(map(str, order)) if len(order) == n else "IMPOSSIBLE")


main()
