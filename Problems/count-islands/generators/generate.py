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


def checkerboard(r, c):
    return fmt(["".join("#" if (i + j) % 2 == 0 else "." for j in range(c)) for i in range(r)])


def main():
    out = sys.argv[1]
    rng = random.Random(1000)
    tests = {
        "max-snake": snake(1000, 1000),
        "max-random-half": random_map(rng, 1000, 1000, 0.5),
        "max-checkerboard": checkerboard(1000, 1000),
        "big-random-dense": random_map(rng, 700, 700, 0.7),
        "thin-snake": snake(999, 3),
        "medium-random": random_map(rng, 60, 80, 0.45),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
