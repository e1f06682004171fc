# WRONG: one scan in village order: a village opens a new province unless it has a road to an earlier village; a province whose villages only meet through a later village is counted twice.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, m = int(data[0]), int(data[1])
    has_earlier = [False] * (n + 1)
    for i in range(m):
        u, v = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        if u != v:
            has_earlier[max(u, v)] = True
    print(sum(1 for x in range(1, n + 1) if not has_earlier[x]))


main()
