"""Large tests for min-obstacle-removal: random grids and winding snake mazes."""
import os
import random
import sys
from collections import deque


def solve(text):
    lines = text.split()
    r, c = int(lines[0]), int(lines[1])
    cost = [1 if ch == "#" else 0 for ch in "".join(lines[2:2 + r])]
    n = r * c
    dist = [n + 5] * n
    dist[0] = 0
    dq = deque([0])
    while dq:
        u = dq.popleft()
        d = dist[u]
        y, x = divmod(u, c)
        for v, ok in ((u - c, y > 0), (u + c, y < r - 1), (u - 1, x > 0), (u + 1, x < c - 1)):
            if ok and d + cost[v] < dist[v]:
                dist[v] = d + cost[v]
                if cost[v]:
                    dq.append(v)
                else:
                    dq.appendleft(v)
    return str(dist[n - 1]) + "\n"


def write(out, name, grid):
    grid[0][0] = "."
    grid[-1][-1] = "."
    text = f"{len(grid)} {len(grid[0])}\n" + "".join("".join(row) + "\n" for row in grid)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def random_grid(rng, r, c, p):
    return [["#" if rng.random() < p else "." for _ in range(c)] for _ in range(r)]


def snake(rng, r, c, wall, blocks):
    """Free corridors one column wide, separated by walls `wall` columns thick, joined at
    alternating ends; `blocks` random crates inside the corridors."""
    grid = [["#"] * c for _ in range(r)]
    col, top = 0, False
    while col < c:
        for y in range(r):
            grid[y][col] = "."
        if col + wall + 1 < c:
            y = 0 if top else r - 1
            for x in range(col, col + wall + 2):
                grid[y][x] = "."
        col += wall + 1
        top = not top
    for _ in range(blocks):
        y, x = rng.randrange(r), rng.randrange(c)
        grid[y][x] = "#"
    grid[-1] = ["."] * c if (c - 1) % (wall + 1) else grid[-1]
    return grid


def main(out):
    rng = random.Random(4242)
    write(out, "g01-medium-random", random_grid(rng, 60, 80, 0.45))
    write(out, "g02-medium-snake", snake(rng, 50, 99, 1, 20))
    write(out, "g03-max-random-sparse", random_grid(rng, 1000, 1000, 0.3))
    write(out, "g04-max-random-dense", random_grid(rng, 1000, 1000, 0.6))
    write(out, "g05-max-snake-thin-walls", snake(rng, 1000, 1000, 1, 300))
    write(out, "g06-max-snake-thick-walls", snake(rng, 1000, 999, 3, 3000))
    write(out, "g07-wide-row-strip", random_grid(rng, 2, 1000, 0.5))


if __name__ == "__main__":
    main(sys.argv[1])
