# Power Grid Budget: Kruskal's algorithm. Sort the lines by cost and build a line exactly when
# it joins two different groups of a union-find structure (path halving, union by size).
# O(m log m) time, O(n + m) memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    lines = []
    for i in range(m):
        u, v, w = int(data[2 + 3 * i]), int(data[3 + 3 * i]), int(data[4 + 3 * i])
        lines.append((w, u, v))
    lines.sort()

    parent = list(range(n + 1))
    size = [1] * (n + 1)

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    total, built = 0, 0
    for w, u, v in lines:
        a, b = find(u), find(v)
        if a == b:
            continue
        if size[a] < size[b]:
            a, b = b, a
        parent[b] = a
        size[a] += size[b]
        total += w
        built += 1
    print(total if built == n - 1 else "IMPOSSIBLE")


main()
