# WRONG: LeetCode habit: prints 0 when the goal cannot be reached, but this judge asks for -1
# (0 means the start already is the goal).
import sys
from collections import deque


def main():
    data = sys.stdin.read().split()
    start, goal, m = data[0], data[1], int(data[2])
    words = set(data[3:3 + m])
    if start == goal:
        print(0)
        return
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
    print(0)


main()
