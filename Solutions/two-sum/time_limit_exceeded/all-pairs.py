# Correct but O(n^2): tries every pair.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    values = [int(x) for x in data[2:2 + n]]
    for i in range(n):
        for j in range(i + 1, n):
            if values[i] + values[j] == target:
                print(i + 1, j + 1)
                return


main()
