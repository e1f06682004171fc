#!/usr/bin/env python3
"""Tests for all-permutations at the maximum size."""
import os
import random
import sys


def solve(text):
    data = text.split()
    n = int(data[0])
    values = sorted(set(int(x) for x in data[1:1 + n]))
    left = {v: 0 for v in values}
    for x in data[1:1 + n]:
        left[int(x)] += 1
    lines, seat = [], []

    def fill():
        if len(seat) == n:
            lines.append(" ".join(map(str, seat)))
            return
        for v in values:
            if left[v]:
                left[v] -= 1
                seat.append(v)
                fill()
                seat.pop()
                left[v] += 1

    fill()
    return f"{len(lines)}\n" + "\n".join(lines) + "\n"


def fmt(values):
    return f"{len(values)}\n{' '.join(map(str, values))}\n"


def main():
    out = sys.argv[1]
    rng = random.Random(40320)
    big = 10**9
    tests = {
        "max-distinct": fmt(rng.sample(range(-big, big), 8)),
        "max-distinct-small": fmt(rng.sample(range(1, 20), 8)),
        "max-two-families": fmt([5, 11] * 4),
        "max-some-duplicates": fmt([rng.randint(1, 5) for _ in range(8)]),
        "max-all-equal": fmt([0] * 8),
        "seven-mixed": fmt([rng.randint(-2, 2) for _ in range(7)]),
        # numbers that glue into the same digits (1 11 and 11 1 both read "111"): a set of
        # keys without a separator merges distinct seatings
        "max-glued-digits": fmt([1, 11, 111, 1, 11, 1, 111, 11]),
        # family -1 among others, at the largest size: -1 as the "seated" marker loses them
        "max-with-minus-one": fmt([-1, 4, -1, 0, 7, -1, 1000000000, -1000000000]),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
