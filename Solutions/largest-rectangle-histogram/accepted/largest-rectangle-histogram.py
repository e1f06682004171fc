# Largest Rectangle in a Histogram: a monotonic stack of bar indices with increasing heights.
# When a lower bar arrives, each popped bar's widest rectangle spans from just after the bar
# below it in the stack to just before the new bar; a height-0 sentinel at the end flushes
# the rest. O(n) time and memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    heights = [int(x) for x in data[1:n + 1]]
    heights.append(0)                      # sentinel
    rising = []
    largest = 0
    for i, h in enumerate(heights):
        while rising and heights[rising[-1]] >= h:
            top = rising.pop()
            left = rising[-1] + 1 if rising else 0
            largest = max(largest, heights[top] * (i - left))
        rising.append(i)
    print(largest)


main()
