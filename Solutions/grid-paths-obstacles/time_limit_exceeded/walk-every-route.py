# Correct but slow: walks every route recursively (right or down), counting arrivals.
# The number of routes is astronomically large on open grids.
import sys
import threading


def main():
    data = sys.stdin.read().split()
    r, c = int(data[0]), int(data[1])
    grid = data[2:2 + r]
    count = 0

    def walk(i, j):
        nonlocal count
        if i >= r or j >= c or grid[i][j] == "#":
            return
        if i == r - 1 and j == c - 1:
            count = (count + 1) % 1_000_000_007
            return
        walk(i + 1, j)
        walk(i, j + 1)

    walk(0, 0)
    print(count)


sys.setrecursionlimit(10000)
threading.stack_size(64 * 1024 * 1024)
thread = threading.Thread(target=main)
thread.start()
thread.join()
