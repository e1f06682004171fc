# Correct but O(n^2): insertion sort, then scan the neighbours.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = list(map(int, data[1:1 + n]))
    for i in range(1, n):
        value = values[i]
        j = i
        while j > 0 and values[j - 1] > value:
            values[j] = values[j - 1]
            j -= 1
        values[j] = value
    largest = 0
    for i in range(1, n):
        largest = max(largest, values[i] - values[i - 1])
    print(largest)


main()
