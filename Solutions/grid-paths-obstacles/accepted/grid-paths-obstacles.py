"""Robot in the Orchard — counting right/down routes with a rolling DP row.

routes[i][j] = routes[i-1][j] + routes[i][j-1] for an open cell, 0 for a tree. Sweeping row
by row, row[j] still holds the value from the row above and from_left the value just
computed to its left. O(r * c) time, O(c) memory.
"""
import sys

MOD = 1_000_000_007


def main():
    data = sys.stdin.buffer.read().split()
    rows, cols = int(data[0]), int(data[1])
    row = [0] * cols
    row[0] = 1  # one way to "arrive" at the start, unless it holds a tree
    for line in data[2:2 + rows]:
        from_left = 0
        for j, cell in enumerate(line.decode()):
            from_left = 0 if cell == "#" else (from_left + row[j]) % MOD
            row[j] = from_left
    print(row[cols - 1])


main()
