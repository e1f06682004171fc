"""Large tests for grid-paths-obstacles."""
import os
import random
import sys

MOD = 1_000_000_007


def solve(text):
    lines = text.split()
    r, c = int(lines[0]), int(lines[1])
    row = [0] * c
    row[0] = 1
    for line in lines[2:2 + r]:
        left = 0
        for j, ch in enumerate(line):
            if ch == "#":
                left = 0
            else:
                left = (left + row[j]) % MOD
            row[j] = left
    return f"{row[c - 1]}\n"


def write(out, name, grid):
    text = f"{len(grid)} {len(grid[0])}\n" + "".join(row + "\n" for row in grid)
    with open(os.path.join(out, name + ".in"), "w") as f:
        f.write(text)
    with open(os.path.join(out, name + ".ans"), "w") as f:
        f.write(solve(text))


def random_grid(rng, r, c, p):
    g = [["#" if rng.random() < p else "." for _ in range(c)] for _ in range(r)]
    g[0][0] = g[r - 1][c - 1] = "."
    return ["".join(row) for row in g]


def main(out):
    rng = random.Random(1001)
    write(out, "g01-medium-random", random_grid(rng, 50, 60, 0.04))
    write(out, "g02-max-open", ["." * 1000] * 1000)
    write(out, "g03-max-sparse-trees", random_grid(rng, 1000, 1000, 0.03))
    write(out, "g04-max-dense-trees", random_grid(rng, 1000, 1000, 0.12))
    write(out, "g05-wide-strip", random_grid(rng, 3, 1000, 0.02))
    # stops "a single row or column has exactly one route": one tree in a max-length row
    write(out, "g06-max-single-row-one-tree", ["." * 700 + "#" + "." * 299])
    # the same shortcut on a single column, tree next to the goal
    write(out, "g07-max-single-column-one-tree", ["."] * 998 + ["#", "."])
    # stops ignoring a tree on the start cell: otherwise a huge count, the answer is 0
    write(out, "g08-max-open-start-tree", ["#" + "." * 999] + ["." * 1000] * 999)


if __name__ == "__main__":
    main(sys.argv[1])
