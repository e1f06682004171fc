"""Merging Departure Boards (merge k sorted lists): a min-heap of the lists' current fronts.

Pop the smallest front, output it, push the next element of that list. O(N log k)."""
import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    lists = []
    pos = 1
    for _ in range(k):
        m = int(data[pos])
        lists.append([int(x) for x in data[pos + 1:pos + 1 + m]])
        pos += 1 + m

    heap = [(lst[0], i, 0) for i, lst in enumerate(lists) if lst]
    heapq.heapify(heap)
    merged = []
    while heap:
        value, i, j = heapq.heappop(heap)
        merged.append(value)
        if j + 1 < len(lists[i]):
            heapq.heappush(heap, (lists[i][j + 1], i, j + 1))
    print(" ".join(map(str, merged)))


main()
