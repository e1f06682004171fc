# Wrong: keeps every cable normalised as (smaller, larger) and prints it that way, not as the
# cable was written in the input.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    parent = list(range(n + 1))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for i in range(n):
        u, v = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        u, v = min(u, v), max(u, v)
        a, b = find(u), find(v)
        if a == b:
            print(u, v)
            return
        parent[a] = b


main()
