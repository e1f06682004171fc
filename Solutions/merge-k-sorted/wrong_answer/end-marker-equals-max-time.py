# WRONG: every list gets 10**9 appended as an end-of-list marker and the merge stops at the
# first marker popped -- but 10**9 is itself a valid time, so real departures at 10**9 vanish.
import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    END = 10**9
    lists, pos = [], 1
    for _ in range(k):
        m = int(data[pos])
        lists.append([int(x) for x in data[pos + 1:pos + 1 + m]] + [END])
        pos += 1 + m
    heap = [(lst[0], i, 0) for i, lst in enumerate(lists)]
    heapq.heapify(heap)
    out = []
    while heap:
        value, i, p = heapq.heappop(heap)
        if value == END:
            continue
        out.append(value)
        heapq.heappush(heap, (lists[i][p + 1], i, p + 1))
    print(" ".join(map(str, out)))


main()
