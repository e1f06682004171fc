# Correct but slow: tries every subset of pieces recursively (take / skip), pruning only
# subsets that are too heavy. Up to 2^n subsets.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, capacity = int(data[0]), int(data[1])
    items = [(int(data[2 + 2 * i]), int(data[3 + 2 * i])) for i in range(n)]
    best = 0

    def search(i, room, value):
        nonlocal best
        if i == n:
            best = max(best, value)
            return
        search(i + 1, room, value)
        if items[i][0] <= room:
            search(i + 1, room - items[i][0], value + items[i][1])

    search(0, capacity, 0)
    print(best)


main()
