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
    # The stretch tier's tests (warehouses past 10 x 10, up to 1000 x 1000) go to out/stretch;
    # the rest keep to LeetCode's constraints (R, C <= 10), the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(404)
    blocked_snake = snake(1000, 1000)
    blocked_snake[997] = "." * 1000     # cuts the path: the last two rows are never reached
    tests = {
        "stretch/max-snake": fmt(snake(1000, 1000)),
        "stretch/max-snake-unreachable-end": fmt(blocked_snake),
        "stretch/max-one-source-corner": fmt(["M" + "F" * 999] + ["F" * 1000] * 999),
        "stretch/max-random": fmt(random_rows(rng, 1000, 1000, 0.2, 0.0005)),
        "stretch/big-random-no-gaps": fmt(random_rows(rng, 600, 900, 0.0, 0.00002)),
        "stretch/medium-random": fmt(random_rows(rng, 50, 70, 0.03, 0.01)),
        # Stops "no mouldy crate means -1": no crates at all, so the answer is 0.
        "stretch/max-all-empty": fmt(["." * 1000] * 1000),
        # Stops "distance 0 means not reached yet": every crate is mouldy and touches others;
        # nothing ever turns, the answer is 0 (that mistake says 1).
        "stretch/max-all-mouldy": fmt(["M" * 1000] * 1000),
        # Stops a right-neighbour check that lets the flattened grid wrap from the end of a row to
        # the start of the next: the only mould is at the top right, the last crate to turn is the
        # bottom left corner (1998 minutes), which the wrap reaches in about 1000.
        "stretch/max-one-source-top-right": fmt(["F" * 999 + "M"] + ["F" * 1000] * 999),
        # Stops a separate BFS from every mouldy crate (O(M * R * C)): a full warehouse with a
        # mouldy crate every 25 cells each way (1600 sources), the answer is 24.
        "stretch/max-mould-lattice": fmt([("F" * 12 + "M" + "F" * 12) * 40 if i % 25 == 12 else "F" * 1000
                                  for i in range(1000)]),
    }
    # The LeetCode tier at its largest, 10 x 10, with the same shapes: the winding path (open and
    # cut), one source in a corner (top left, top right: the wrap from a row's end), random, all
    # empty, all mouldy, and a lattice of sources.
    blocked_snake = snake(10, 10)
    blocked_snake[7] = "." * 10
    tests.update({
        "leetcode-max-snake": fmt(snake(10, 10)),
        "leetcode-max-snake-unreachable-end": fmt(blocked_snake),
        "leetcode-max-one-source-corner": fmt(["M" + "F" * 9] + ["F" * 10] * 9),
        "leetcode-max-one-source-top-right": fmt(["F" * 9 + "M"] + ["F" * 10] * 9),
        "leetcode-max-random": fmt(random_rows(rng, 10, 10, 0.2, 0.05)),
        "leetcode-max-all-empty": fmt(["." * 10] * 10),
        "leetcode-max-all-mouldy": fmt(["M" * 10] * 10),
        "leetcode-max-mould-lattice": fmt(["FFMFF" * 2 if i % 5 == 2 else "F" * 10 for i in range(10)]),
    })
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
