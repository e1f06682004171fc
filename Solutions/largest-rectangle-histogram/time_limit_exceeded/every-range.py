# Correct but O(n^2): for every left end, extends right keeping the running minimum.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    heights = [int(x) for x in data[1:n + 1]]
    largest = 0
    for left in range(n):
        lowest = heights[left]
        for right in range(left, n):
            lowest = min(lowest, heights[right])
            largest = max(largest, lowest * (right - left + 1))
    print(largest)


main()
