# WRONG: keeps each id's last position in a defaultdict(int), so an id never seen reads as
# "last seen at position 0" — inside the window while the window still starts at 0, which
# pushes left past position 0 and shortens every window that starts at the beginning.
import sys
from collections import defaultdict


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    last = defaultdict(int)   # BUG: 0 is also a real position
    left = best = 0
    for right in range(n):
        v = data[1 + right]
        if last[v] >= left:
            left = last[v] + 1
        last[v] = right
        best = max(best, right - left + 1)
    print(best)


main()
