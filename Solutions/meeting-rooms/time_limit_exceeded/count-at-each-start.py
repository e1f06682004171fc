# Correct but slow: the busiest moment is always some meeting's start, so for every meeting
# count how many meetings are running at its start time. O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    starts = [int(x) for x in data[1:1 + 2 * n:2]]
    ends = [int(x) for x in data[2:2 + 2 * n:2]]
    rooms = 0
    for t in starts:
        running = 0
        for j in range(n):
            if starts[j] <= t < ends[j]:
                running += 1
        rooms = max(rooms, running)
    print(rooms)


main()
