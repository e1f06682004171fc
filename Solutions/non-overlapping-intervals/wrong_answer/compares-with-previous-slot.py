# Wrong: sorts by end, but checks each slot against the slot just before it in that order
# instead of against the last slot it KEPT, so a cancelled slot still blocks the next one.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    slots = sorted(zip(map(int, data[1::2]), map(int, data[2::2])), key=lambda s: s[1])
    cancelled = 0
    for i in range(1, n):
        if slots[i][0] < slots[i - 1][1]:
            cancelled += 1
    print(cancelled)


main()
