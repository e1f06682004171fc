# Spreading Mould: one breadth-first search that starts from all mouldy crates at once,
# round by round; a crate turns in the round equal to its BFS distance. The answer is the
# number of rounds that turned a crate, or -1 if fresh crates remain. O(R * C) time and memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    rows, columns = int(data[0]), int(data[1])
    grid = bytearray(b"".join(data[2:2 + rows]))   # cell r * columns + c
    total = rows * columns
    FRESH, MOULD = ord("F"), ord("M")

    frontier = [i for i in range(total) if grid[i] == MOULD]
    fresh_left = grid.count(FRESH)
    minutes = 0
    while frontier and fresh_left > 0:
        turned = []
        for cell in frontier:
            column = cell % columns
            neighbours = []
            if cell >= columns:
                neighbours.append(cell - columns)
            if cell + columns < total:
                neighbours.append(cell + columns)
            if column > 0:
                neighbours.append(cell - 1)
            if column < columns - 1:
                neighbours.append(cell + 1)
            for other in neighbours:
                if grid[other] == FRESH:
                    grid[other] = MOULD
                    turned.append(other)
        if turned:
            minutes += 1
        fresh_left -= len(turned)
        frontier = turned
    print(minutes if fresh_left == 0 else -1)


main()
