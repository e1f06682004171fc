# WRONG (missed direction): "the scan goes top to bottom, so everything above is already
# visited" -- the flood fill steps right, left and down but never up, so an island whose arm
# rises again (a U shape, a winding snake) is counted more than once.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    rows, columns = int(data[0]), int(data[1])
    grid = [bytearray(row) for row in data[2:2 + rows]]
    LAND = ord("#")
    islands = 0
    for r in range(rows):
        for c in range(columns):
            if grid[r][c] != LAND:
                continue
            islands += 1
            grid[r][c] = 0
            stack = [(r, c)]
            while stack:
                i, j = stack.pop()
                for ni, nj in ((i + 1, j), (i, j - 1), (i, j + 1)):
                    if 0 <= ni < rows and 0 <= nj < columns and grid[ni][nj] == LAND:
                        grid[ni][nj] = 0
                        stack.append((ni, nj))
    print(islands)


main()
