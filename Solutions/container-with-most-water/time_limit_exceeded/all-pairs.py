# Correct but O(n^2): tries every pair of posts.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1:1 + n]]
    best = 0
    for i in range(n):
        for j in range(i + 1, n):
            best = max(best, (j - i) * min(h[i], h[j]))
    print(best)


main()
