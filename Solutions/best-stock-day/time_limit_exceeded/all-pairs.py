# Correct but O(n^2): tries every (buy day, sell day) pair.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    p = [int(x) for x in data[1:1 + n]]
    best = 0
    for i in range(n):
        for j in range(i + 1, n):
            if p[j] - p[i] > best:
                best = p[j] - p[i]
    print(best)


main()
