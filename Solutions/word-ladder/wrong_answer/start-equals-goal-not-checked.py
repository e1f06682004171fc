# WRONG: breadth-first search that only recognises the goal when it is reached by a change,
# so when the start already is the goal (0 changes) it never sees it.
import sys
from collections import deque


def main():
    data = sys.stdin.read().split()
    start, goal, m = data[0], data[1], int(data[2])
    words = set(data[3:3 + m])
    dist = {start: 0}
    queue = deque([start])
    while queue:
        w = queue.popleft()
        for i in range(len(w)):
            for c in "abcdefghijklmnopqrstuvwxyz":
                v = w[:i] + c + w[i + 1:]
                if v in words and v not in dist:
                    dist[v] = dist[w] + 1
                    if v == goal:
                        print(dist[v])
                        return
                    queue.append(v)
    print(-1)


main()
