# Meeting Rooms — sort the start times and the end times separately and sweep them with two
# pointers: before counting a meeting, release every meeting that ended by its start (an end
# at t frees the room for a start at t). The most meetings running at once is the answer.
# O(n log n) time, O(n) memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    starts = sorted(map(int, data[1:1 + 2 * n:2]))
    ends = sorted(map(int, data[2:2 + 2 * n:2]))
    running = rooms = 0
    next_end = 0  # index of the earliest end not yet released
    for start in starts:
        while ends[next_end] <= start:  # stops: this meeting's own end is after its start
            running -= 1
            next_end += 1
        running += 1
        rooms = max(rooms, running)
    print(rooms)


main()
