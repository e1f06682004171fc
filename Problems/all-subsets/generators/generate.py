#!/usr/bin/env python3
"""Tests for all-subsets at the maximum size: distinct, duplicated and equal tags."""
import os
import random
import sys


def solve(text):
    data = text.split()
    n = int(data[0])
    tags = sorted(int(x) for x in data[1:1 + n])
    lines = []
    chosen = []

    def extend(start):
        lines.append(" ".join(map(str, [len(chosen)] + chosen)))
        for i in range(start, n):
            if i > start and tags[i] == tags[i - 1]:
                continue
            chosen.append(tags[i])
            extend(i + 1)
            chosen.pop()

    extend(0)
    return f"{len(lines)}\n" + "\n".join(lines) + "\n"


def fmt(tags):
    return f"{len(tags)}\n{' '.join(map(str, tags))}\n"


def main():
    out = sys.argv[1]
    # Tests past LeetCode's constraints (n up to 16, tags past +-10) go to out/stretch, the
    # stretch tier; the rest are the LeetCode tier (n <= 10, tags within +-10).
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(65536)
    big = 10**9
    tests = {
        "stretch/max-distinct": fmt(rng.sample(range(-big, big), 16)),
        "stretch/max-small-numbers-text-order-trap": fmt(rng.sample(range(1, 40), 16)),
        "stretch/max-few-distinct": fmt([rng.randint(1, 4) for _ in range(16)]),
        "stretch/max-all-equal": fmt([-5] * 16),
        "medium-duplicates": fmt([rng.randint(-3, 3) for _ in range(10)]),
        # One- and two-digit tags whose digits run together ([1, 2, 3] and [1, 23] and [12, 3]):
        # stops dropping repeated baskets with a string key that has no separator.
        "stretch/max-digits-run-together": fmt(rng.sample([1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 23, 34, 45, 56, 67, 78], 16)),
        # Both ends of the range, repeated: stops a reader that drops the minus sign, a
        # duplicate check that forbids a tag twice in one basket, and a count of 2^n.
        "stretch/max-extremes-repeated": fmt(rng.sample([-10**9] * 4 + [10**9] * 4 + [-10**9 + 1, 10**9 - 1] * 2 + [-1, 0, 1, 2], 16)),
    }
    # The LeetCode tier at its largest (n = 10, tags within +-10), its own generator so the
    # tests above keep their random sequence.
    lc = random.Random(90)
    tests["max-distinct-leetcode"] = fmt(lc.sample(range(-10, 11), 10))
    tests["max-text-order-trap-leetcode"] = fmt(lc.sample(range(1, 11), 10))
    tests["max-few-distinct-leetcode"] = fmt([lc.randint(1, 3) for _ in range(10)])
    tests["max-all-equal-leetcode"] = fmt([-5] * 10)
    tests["max-extremes-repeated-leetcode"] = fmt(lc.sample([-10] * 3 + [10] * 3 + [-9, 9, -1, 0], 10))
    # [-1, 0] and [-10] both read "-10" with their digits run together.
    tests["max-digits-run-together-leetcode"] = fmt([-10, -1, 0, 1, 10, -10, -1, 0, 1, 10])
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
