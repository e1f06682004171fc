# WRONG: union writes parent[u] = find(v) on the village u itself, not on u's root, so u leaves its old group behind.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i in range(m):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        if find(u) != find(v):
            parent[u] = find(v)
    print(sum(1 for x in range(1, n + 1) if find(x) == x))


main()
