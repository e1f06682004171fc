# Wrong: finds the loop with a depth-first search from building 1 and answers the back edge the
# search happens to meet, not the loop cable that appears last in the input.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    edges = [(int(data[1 + 2 * i]), int(data[2 + 2 * i])) for i in range(n)]
    adj = [[] for _ in range(n + 1)]
    for i, (u, v) in enumerate(edges):
        adj[u].append((v, i))
        adj[v].append((u, i))
    seen = [False] * (n + 1)
    seen[1] = True
    stack = [(1, -1, 0)]  # (building, cable used to reach it, next neighbour to look at)
    while stack:
        x, via, k = stack[-1]
        if k == len(adj[x]):
            stack.pop()
            continue
        stack[-1] = (x, via, k + 1)
        y, i = adj[x][k]
        if i == via:
            continue
        if seen[y]:
            print(*edges[i])
            return
        seen[y] = True
        stack.append((y, i, 0))


main()
