# Correct but O(n^2): sums every stretch l..r with a running total.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    values = [int(x) for x in data[2:2 + n]]
    count = 0
    for left in range(n):
        total = 0
        for right in range(left, n):
            total += values[right]
            if total == k:
                count += 1
    print(count)


main()
