# WRONG: a max-heap with lazy deletion, but it discards an out-of-window top only ONCE per step ("if", not "while"), so a second stale maximum under it can still be reported.
import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    heap = []
    out = []
    for i, v in enumerate(a):
        heapq.heappush(heap, (-v, i))
        if heap[0][1] <= i - k:
            heapq.heappop(heap)
        if i >= k - 1:
            out.append(-heap[0][0])
    print(" ".join(map(str, out)))


main()
