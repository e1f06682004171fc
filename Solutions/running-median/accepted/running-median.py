# Running Median with two heaps: a max-heap for the lower half (holding the extra element
# when the count is odd; heapq is a min-heap, so it stores negated values) and a min-heap
# for the upper half. The lower median is the top of the max-heap. O(log n) per reading.
import heapq
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    lower = []   # negated values
    upper = []
    out = []
    for token in data[1:1 + n]:
        x = int(token)
        if lower and x > -lower[0]:
            heapq.heappush(upper, x)
        else:
            heapq.heappush(lower, -x)
        if len(lower) > len(upper) + 1:
            heapq.heappush(upper, -heapq.heappop(lower))
        elif len(upper) > len(lower):
            heapq.heappush(lower, -heapq.heappop(upper))
        out.append(-lower[0])
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
