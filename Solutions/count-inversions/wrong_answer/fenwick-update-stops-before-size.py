# WRONG: Fenwick tree over compressed ranks 1..m whose update loop is `while i < m` (should be <= m): node m is never filled, so "how many seen values are <= the maximum" comes out short.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    values = sorted(set(a))
    rank = {v: i + 1 for i, v in enumerate(values)}
    m = len(values)
    tree = [0] * (m + 1)
    inversions = 0
    for seen, v in enumerate(a):
        r = rank[v]
        # seen values <= v
        i, at_most = r, 0
        while i > 0:
            at_most += tree[i]
            i -= i & -i
        inversions += seen - at_most
        i = r
        while i < m:
            tree[i] += 1
            i += i & -i
    print(inversions)


main()
