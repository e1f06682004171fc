# Correct but O(n * k): recomputes the maximum of every window from scratch.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    maxima = [max(a[i:i + k]) for i in range(n - k + 1)]
    print(" ".join(map(str, maxima)))


main()
