# Correct but O(n^2): checks every pair.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = [int(x) for x in data[1:1 + n]]
    inversions = 0
    for i in range(n):
        for j in range(i + 1, n):
            if values[i] > values[j]:
                inversions += 1
    print(inversions)


main()
