# Sliding Window Maximum: a deque of positions whose values strictly decrease from front to
# back. Before appending i, pop from the back every position whose value is <= a[i] (it can
# never be a maximum again); pop the front when it slides out. The front is the maximum.
# O(n) time, O(k) memory.
import sys
from collections import deque


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    candidates = deque()
    maxima = []
    for i, value in enumerate(a):
        while candidates and a[candidates[-1]] <= value:
            candidates.pop()
        candidates.append(i)
        if candidates[0] <= i - k:
            candidates.popleft()
        if i >= k - 1:
            maxima.append(a[candidates[0]])
    print(" ".join(map(str, maxima)))


main()
