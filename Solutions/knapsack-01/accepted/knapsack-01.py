# Expedition Backpack: 0/1 knapsack over capacities. best[c] is the largest usefulness within
# capacity c using the pieces seen so far; each piece updates c from W down to its weight, so
# best[c - w] still means "without this piece" and the piece is packed at most once.
# O(n * W) time, O(W) memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, capacity = int(data[0]), int(data[1])
    best = [0] * (capacity + 1)
    for i in range(n):
        weight, value = int(data[2 + 2 * i]), int(data[3 + 2 * i])
        for c in range(capacity, weight - 1, -1):
            if best[c - weight] + value > best[c]:
                best[c] = best[c - weight] + value
    print(best[capacity])


main()
