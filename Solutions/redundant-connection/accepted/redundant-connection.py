# Redundant Cable: add the cables in input order to a union-find; the first cable whose two
# ends are already connected closes the loop and is the loop cable listed last.
# O(n alpha(n)) time, O(n) memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    parent = list(range(n + 1))
    size = [1] * (n + 1)

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]   # path halving
            x = parent[x]
        return x

    for i in range(n):
        u, v = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        ru, rv = find(u), find(v)
        if ru == rv:
            print(u, v)
            return
        if size[ru] < size[rv]:
            ru, rv = rv, ru
        parent[rv] = ru
        size[ru] += size[rv]


main()
