# SLOW: simulates minute by minute, scanning the whole grid each minute for fresh crates
# next to mould. Correct, but O((R * C)^2) when the mould crawls along a long path.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    rows, columns = int(data[0]), int(data[1])
    grid = bytearray(b"".join(data[2:2 + rows]))   # cell r * columns + c
    total = rows * columns
    FRESH, MOULD = ord("F"), ord("M")
    minutes = 0
    while True:
        turning = []
        for cell in range(total):
            if grid[cell] != FRESH:
                continue
            column = cell % columns
            if ((cell >= columns and grid[cell - columns] == MOULD)
                    or (cell + columns < total and grid[cell + columns] == MOULD)
                    or (column > 0 and grid[cell - 1] == MOULD)
                    or (column < columns - 1 and grid[cell + 1] == MOULD)):
                turning.append(cell)
        if not turning:
            break
        for cell in turning:
            grid[cell] = MOULD
        minutes += 1
    print(-1 if FRESH in grid else minutes)


main()
