#!/usr/bin/env python3
"""Large tests for rotting-oranges: winding paths, random warehouses, unreachable crates."""
import os
import random
import sys


def solve(text):
    data = text.split()
    r, c = int(data[0]), int(data[1])
    grid = bytearray(b"".join(row.encode() for row in data[2:2 + r]))
    F, M = ord("F"), ord("M")
    total = r * c
    frontier = [i for i in range(total) if grid[i] == M]
    fresh = grid.count(F)
    minutes = 0
    while frontier and fresh:
        nxt = []
        for v in frontier:
            col = v % c
            for w in (v - c if v >= c else -1, v + c if v + c < total else -1,
                      v - 1 if col > 0 else -1, v + 1 if col < c - 1 else -1):
                if w >= 0 and grid[w] == F:
                    grid[w] = M
                    nxt.append(w)
        fresh -= len(nxt)
        frontier = nxt
        if nxt:
            minutes += 1
    return f"{minutes if fresh == 0 else -1}\n"


def fmt(rows):
    return f"{len(rows)} {len(rows[0])}\n" + "\n".join(rows) + "\n"


def snake(r, c, fill="F"):
    """Rows of crates joined alternately at the right and left ends; mould at the start."""
    rows = []
    for i in range(r):
        if i % 2 == 0:
            rows.append(fill * c)
        elif i % 4 == 1:
            rows.append("." * (c - 1) + fill)
        else:
            rows.append(fill + "." * (c - 1))
    rows[0] = "M" + rows[0][1:]
    return rows


def random_rows(rng, r, c, p_empty, p_mould):
    rows = []
    for _ in range(r):
        row = []
        for _ in range(c):
            x = rng.random()
            row.append("." if x < p_empty else "M" if x < p_empty + p_mould else "F")
        rows.append("".join(row))
    return rows


def main():
    out = sys.argv[1]
    rng = random.Random(404)
    blocked_snake = snake(1000, 1000)
    blocked_snake[997] = "." * 1000     # cuts the path: the last two rows are never reached
    tests = {
        "max-snake": fmt(snake(1000, 1000)),
        "max-snake-unreachable-end": fmt(blocked_snake),
        "max-one-source-corner": fmt(["M" + "F" * 999] + ["F" * 1000] * 999),
        "max-random": fmt(random_rows(rng, 1000, 1000, 0.2, 0.0005)),
        "big-random-no-gaps": fmt(random_rows(rng, 600, 900, 0.0, 0.00002)),
        "medium-random": fmt(random_rows(rng, 50, 70, 0.03, 0.01)),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
