# Correct but slow: Kruskal, but whether a line would close a cycle is checked with a BFS over
# the lines built so far. Each check is O(n): O(n * m) in total.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    lines = sorted((int(data[4 + 3 * i]), int(data[2 + 3 * i]), int(data[3 + 3 * i]))
                   for i in range(m))
    adj = [[] for _ in range(n + 1)]

    def connected(a, b):
        seen = {a}
        queue = deque([a])
        while queue:
            u = queue.popleft()
            if u == b:
                return True
            for v in adj[u]:
                if v not in seen:
                    seen.add(v)
                    queue.append(v)
        return False

    total, built = 0, 0
    for w, u, v in lines:
        if not connected(u, v):
            adj[u].append(v)
            adj[v].append(u)
            total += w
            built += 1
    print(total if built == n - 1 else "IMPOSSIBLE")


main()
