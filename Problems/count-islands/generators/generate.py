#!/usr/bin/env python3
"""Large tests for count-islands: random maps, a winding snake island, checkerboards."""
import os
import random
import sys


def solve(text):
    data = text.split()
    r, c = int(data[0]), int(data[1])
    land = bytearray(b"".join(row.encode() for row in data[2:2 + r]))
    HASH = ord("#")
    total = r * c
    islands = 0
    for start in range(total):
        if land[start] != HASH:
            continue
        islands += 1
        land[start] = 0
        stack = [start]
        while stack:
            v = stack.pop()
            col = v % c
            if v >= c and land[v - c] == HASH:
                land[v - c] = 0
                stack.append(v - c)
            if v + c < total and land[v + c] == HASH:
                land[v + c] = 0
                stack.append(v + c)
            if col > 0 and land[v - 1] == HASH:
                land[v - 1] = 0
                stack.append(v - 1)
            if col < c - 1 and land[v + 1] == HASH:
                land[v + 1] = 0
                stack.append(v + 1)
    return f"{islands}\n"


def fmt(rows):
    return f"{len(rows)} {len(rows[0])}\n" + "\n".join(rows) + "\n"


def random_map(rng, r, c, p):
    return fmt(["".join("#" if rng.random() < p else "." for _ in range(c)) for _ in range(r)])


def snake(r, c):
    """Land rows joined alternately at the right and left ends: one long winding island."""
    rows = []
    for i in range(r):
        if i % 2 == 0:
            rows.append("#" * c)
        elif i % 4 == 1:
            rows.append("." * (c - 1) + "#")
        else:
            rows.append("#" + "." * (c - 1))
    return fmt(rows)


def vertical_snake(r, c):
    """Land columns joined alternately at the bottom and top ends: the snake turned on its side,
    so half of its length runs upwards."""
    grid = [["."] * c for _ in range(r)]
    for j in range(c):
        if j % 2 == 0:
            for i in range(r):
                grid[i][j] = "#"
        else:
            grid[r - 1 if j % 4 == 1 else 0][j] = "#"
    return fmt(["".join(row) for row in grid])


def spiral(n):
    """One land path winding inwards in a square spiral, a water gap between its turns: it runs
    right, down, left and up in turn, ever shorter."""
    grid = [["."] * n for _ in range(n)]
    steps = ((0, 1), (1, 0), (0, -1), (-1, 0))
    r = c = d = 0
    grid[0][0] = "#"
    while True:
        dr, dc = steps[d]
        moved = False
        while True:
            nr, nc, fr, fc = r + dr, c + dc, r + 2 * dr, c + 2 * dc
            if not (0 <= nr < n and 0 <= nc < n) or grid[nr][nc] == "#":
                break
            if 0 <= fr < n and 0 <= fc < n and grid[fr][fc] == "#":
                break
            r, c = nr, nc
            grid[r][c] = "#"
            moved = True
        if not moved:
            break
        d = (d + 1) % 4
    return fmt(["".join(row) for row in grid])


def checkerboard(r, c):
    return fmt(["".join("#" if (i + j) % 2 == 0 else "." for j in range(c)) for i in range(r)])


def main():
    out = sys.argv[1]
    # Maps past LeetCode's 300 by 300 go to out/stretch, the stretch tier; the rest are the
    # LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(1000)
    tests = {
        "stretch/max-snake": snake(1000, 1000),
        "stretch/max-random-half": random_map(rng, 1000, 1000, 0.5),
        "stretch/max-checkerboard": checkerboard(1000, 1000),
        "stretch/big-random-dense": random_map(rng, 700, 700, 0.7),
        "stretch/thin-snake": snake(999, 3),
        "medium-random": random_map(rng, 60, 80, 0.45),
        # a snake whose every other arm rises: a flood fill that never steps up splits it, and
        # relabelling until stable needs a sweep per upward cell
        "stretch/max-vertical-snake": vertical_snake(1000, 1000),
        # one path winding inwards, every direction in turn: relabelling and a union-find
        # without path compression (a chain of half a million cells) both time out
        "stretch/max-spiral": spiral(1000),
        # the whole map is one island full of rings: counting every join as a merge goes far
        # below zero; a union-find without compression walks ever longer chains
        "stretch/max-all-land": fmt(["#" * 1000] * 1000),
        # the same with a lake every few cells (no two lakes touch): rings everywhere, and
        # union-find without path compression still walks long chains
        "stretch/max-land-with-lakes": fmt(["".join("." if i % 7 == 3 and j % 50 == 0 else "#"
                                            for j in range(1000)) for i in range(1000)]),
        # a two-row-tall map as wide as allowed: end of row 0 and start of row 1 both land
        "stretch/wide-two-rows": fmt(["." * 999 + "#", "#" + "." * 999]),
    }
    # The LeetCode tier at its largest (300 by 300), its own generator.
    lc = random.Random(200)
    tests["max-snake-leetcode"] = snake(300, 300)
    tests["max-random-half-leetcode"] = random_map(lc, 300, 300, 0.5)
    tests["max-checkerboard-leetcode"] = checkerboard(300, 300)
    tests["max-random-dense-leetcode"] = random_map(lc, 300, 300, 0.7)
    tests["thin-snake-leetcode"] = snake(299, 3)
    tests["max-vertical-snake-leetcode"] = vertical_snake(300, 300)
    tests["max-spiral-leetcode"] = spiral(300)
    tests["max-all-land-leetcode"] = fmt(["#" * 300] * 300)
    tests["max-land-with-lakes-leetcode"] = fmt(["".join("." if i % 7 == 3 and j % 50 == 0 else "#"
                                                        for j in range(300)) for i in range(300)])
    tests["wide-two-rows-leetcode"] = fmt(["." * 299 + "#", "#" + "." * 299])
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
