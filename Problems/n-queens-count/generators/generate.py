#!/usr/bin/env python3
"""Random boards for n-queens-count (n up to 11; the largest boards are committed in
data/secret with answers cross-checked by two independent solutions)."""
import os
import random
import sys


def solve(text):
    data = text.split()
    n = int(data[0])
    rows = data[1:1 + n]
    full = (1 << n) - 1
    blocked = [sum(1 << c for c in range(n) if rows[r][c] == "#") for r in range(n)]

    def place(row, cols, diag, anti):
        if row == n:
            return 1
        total = 0
        free = full & ~(cols | diag | anti | blocked[row])
        while free:
            bit = free & -free
            free ^= bit
            total += place(row + 1, cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1)
        return total

    return f"{place(0, 0, 0, 0)}\n"


def board(rng, n, density):
    return f"{n}\n" + "\n".join("".join("#" if rng.random() < density else "." for _ in range(n))
                                for _ in range(n)) + "\n"


def main():
    out = sys.argv[1]
    rng = random.Random(92)
    tests = {
        "random-11-sparse": board(rng, 11, 0.05),
        "random-11-dense": board(rng, 11, 0.3),
        "random-10": board(rng, 10, 0.15),
        "random-9": board(rng, 9, 0.1),
        "random-8-empty": board(rng, 8, 0.0),
        "random-7": board(rng, 7, 0.2),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
