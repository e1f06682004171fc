# Longest Unique Substring — sliding window with the last position of every id in a dict;
# on a repeat inside the window, the left end jumps past its previous occurrence.
# O(n) expected time, O(n) memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    ids = list(map(int, data[1:1 + n]))
    last_seen = {}
    left = longest = 0
    for right, song in enumerate(ids):
        previous = last_seen.get(song)
        if previous is not None and previous >= left:
            left = previous + 1
        last_seen[song] = right
        longest = max(longest, right - left + 1)
    print(longest)


main()
