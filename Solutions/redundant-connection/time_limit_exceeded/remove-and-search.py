# Correct but slow: try the cables from last to first; drop one and check with a BFS whether
# all buildings are still connected. Up to n searches of O(n) each: O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    edges = []
    adj = [[] for _ in range(n + 1)]   # (neighbour, cable index)
    for i in range(n):
        u, v = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        edges.append((u, v))
        adj[u].append((v, i))
        adj[v].append((u, i))
    for skip in range(n - 1, -1, -1):
        seen = [False] * (n + 1)
        seen[1] = True
        queue = [1]
        for u in queue:
            for v, i in adj[u]:
                if i != skip and not seen[v]:
                    seen[v] = True
                    queue.append(v)
        if len(queue) == n:
            print(*edges[skip])
            return


main()
