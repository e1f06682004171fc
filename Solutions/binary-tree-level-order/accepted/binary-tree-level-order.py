# Binary Tree Level Order: breadth-first search one row at a time. The next row is the
# children of the current row, left before right, in the same order. Every employee enters
# one row: O(n) time and memory, no recursion (the tree can be 10000 rows deep).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    badge = [0] * n
    left = [-1] * n
    right = [-1] * n
    for i in range(n):
        badge[i] = int(data[1 + 3 * i])
        left[i] = int(data[2 + 3 * i])
        right[i] = int(data[3 + 3 * i])

    lines = []
    row = [0] if n > 0 else []
    while row:
        lines.append(" ".join(str(badge[v]) for v in row))
        next_row = []
        for v in row:
            if left[v] != -1:
                next_row.append(left[v])
            if right[v] != -1:
                next_row.append(right[v])
        row = next_row
    if lines:
        sys.stdout.write("\n".join(lines) + "\n")


main()
