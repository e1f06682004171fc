# Wrong: a tree on n buildings has n - 1 cables, and the loop reads only n - 1 of them; when the
# very last cable is the one that closes the loop, it is never seen (nothing is printed).
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

    for i in range(n - 1):
        u, v = int(data[1 + 2 * i]), int(data[2 + 2 * i])
        a, b = find(u), find(v)
        if a == b:
            print(u, v)
            return
        parent[a] = b


main()
