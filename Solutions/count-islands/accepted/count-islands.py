"""Counting Islands — scan the grid, flood-fill each new island with an explicit stack.

Every land cell not yet visited starts a new island; the fill turns its cells into water as
they are pushed, so each cell is pushed at most once. An explicit stack instead of recursion,
since one winding island can cover half a million cells. O(R * C) time and memory.
"""
import sys


def main():
    data = sys.stdin.buffer.read().split()
    rows, columns = int(data[0]), int(data[1])
    land = bytearray(b"".join(data[2:2 + rows]).replace(b".", b"\x00").replace(b"#", b"\x01"))
    total = rows * columns

    islands = 0
    for start in range(total):
        if not land[start]:
            continue
        islands += 1
        land[start] = 0
        stack = [start]
        while stack:
            cell = stack.pop()
            column = cell % columns
            neighbours = []
            if cell >= columns:
                neighbours.append(cell - columns)  # up
            if cell + columns < total:
                neighbours.append(cell + columns)  # down
            if column > 0:
                neighbours.append(cell - 1)  # left
            if column < columns - 1:
                neighbours.append(cell + 1)  # right
            for next_cell in neighbours:
                if land[next_cell]:
                    land[next_cell] = 0
                    stack.append(next_cell)
    print(islands)


main()
