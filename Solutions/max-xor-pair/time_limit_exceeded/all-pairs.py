# SLOW: tries every pair. Correct, but O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = list(map(int, data[1:1 + n]))
    best = 0
    for i in range(n):
        for j in range(i + 1, n):
            best = max(best, values[i] ^ values[j])
    print(best)


main()
