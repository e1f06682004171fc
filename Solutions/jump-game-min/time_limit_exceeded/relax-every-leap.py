# Correct but slow: dynamic programming that relaxes every possible leap from every stone.
# O(n * max a[i]) -- quadratic when the numbers are large.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:n + 1]]
    unreached = n + 1
    best = [unreached] * n
    best[0] = 0
    for i in range(n):
        if best[i] == unreached:
            continue
        for j in range(i + 1, min(n - 1, i + a[i]) + 1):
            if best[i] + 1 < best[j]:
                best[j] = best[i] + 1
    print(best[n - 1] if best[n - 1] != unreached else -1)


main()
