# Wrong: the union links u itself to v's root (parent[u] = find(v)) instead of linking u's ROOT;
# if u already hung under another building, that link is lost and the groups fall apart.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            x = parent[x]
        return x

    for i in range(n):
        u, v = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        rv = find(v)
        if find(u) == rv:
            print(u, v)
            return
        parent[u] = rv


main()
