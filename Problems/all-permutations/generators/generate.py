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
    # Tests with family numbers past +-10 (LeetCode's bound) go to out/stretch, the stretch
    # tier; the rest are the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(40320)
    big = 10**9
    tests = {
        "stretch/max-distinct": fmt(rng.sample(range(-big, big), 8)),
        "stretch/max-distinct-small": fmt(rng.sample(range(1, 20), 8)),
        "stretch/max-two-families": fmt([5, 11] * 4),
        "max-some-duplicates": fmt([rng.randint(1, 5) for _ in range(8)]),
        "max-all-equal": fmt([0] * 8),
        "seven-mixed": fmt([rng.randint(-2, 2) for _ in range(7)]),
        # numbers that glue into the same digits (1 11 and 11 1 both read "111"): a set of
        # keys without a separator merges distinct seatings
        "stretch/max-glued-digits": fmt([1, 11, 111, 1, 11, 1, 111, 11]),
        # family -1 among others, at the largest size: -1 as the "seated" marker loses them
        "stretch/max-with-minus-one": fmt([-1, 4, -1, 0, 7, -1, 1000000000, -1000000000]),
    }
    # The LeetCode tier's own largest tests (n = 8, numbers within +-10), from their own
    # generator so the tests above keep their random sequence.
    lc = random.Random(47)
    tests["max-distinct-leetcode"] = fmt(lc.sample(range(-10, 11), 8))
    tests["max-some-duplicates-leetcode"] = fmt([lc.randint(-10, 10) for _ in range(4)] * 2)
    tests["max-with-minus-one-leetcode"] = fmt([-1, 4, -1, 0, 7, -1, 10, -10])
    tests["max-extremes-leetcode"] = fmt([10, -10, 10, -10, 9, -9, 10, -10])
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
