#!/usr/bin/env python3
"""Large tests for merge-two-sorted-lists: long lists, one list far longer or entirely
before the other, many equal values."""
import os
import random
import sys


def solve(text):
    data = text.split()
    n = int(data[0])
    m = int(data[1 + n])
    merged = sorted(int(x) for x in data[1:1 + n] + data[2 + n:2 + n + m])
    return " ".join(map(str, merged)) + "\n"


def fmt(a, b):
    return " ".join(map(str, [len(a)] + a)) + "\n" + " ".join(map(str, [len(b)] + b)) + "\n"


def sorted_values(rng, count, low, high):
    return sorted(rng.randint(low, high) for _ in range(count))


def main():
    out = sys.argv[1]
    rng = random.Random(21)
    big = 10**9
    n = 200000
    tests = {
        "stretch/max-random": fmt(sorted_values(rng, n, -big, big), sorted_values(rng, n, -big, big)),
        "stretch/max-first-entirely-before": fmt(sorted_values(rng, n, -big, -1), sorted_values(rng, n, 0, big)),
        "stretch/max-second-entirely-before": fmt(sorted_values(rng, n, 1, big), sorted_values(rng, n, -big, 0)),
        "stretch/max-few-values": fmt(sorted_values(rng, n, -2, 2), sorted_values(rng, n, -2, 2)),
        "stretch/max-one-long-one-short": fmt(sorted_values(rng, n, -big, big), sorted_values(rng, 3, -big, big)),
        "stretch/max-one-empty": fmt([], sorted_values(rng, n, -big, big)),
        "stretch/medium-random": fmt(sorted_values(rng, 1000, -50, 50), sorted_values(rng, 700, -50, 50)),
    }
    # The LeetCode tier at LeetCode's largest size (lists of 50, values within [-100, 100]),
    # drawn after the rest so their data is unchanged.
    L, v = 50, 100
    tests["leetcode-max-random"] = fmt(sorted_values(rng, L, -v, v), sorted_values(rng, L, -v, v))
    tests["leetcode-max-first-entirely-before"] = fmt(sorted_values(rng, L, -v, -1), sorted_values(rng, L, 0, v))
    tests["leetcode-max-second-entirely-before"] = fmt(sorted_values(rng, L, 1, v), sorted_values(rng, L, -v, 0))
    tests["leetcode-max-few-values"] = fmt(sorted_values(rng, L, -2, 2), sorted_values(rng, L, -2, 2))
    tests["leetcode-max-one-long-one-short"] = fmt(sorted_values(rng, L, -v, v), sorted_values(rng, 3, -v, v))
    tests["leetcode-max-one-empty"] = fmt([], sorted_values(rng, L, -v, v))
    tests["leetcode-max-range-ends"] = fmt([-v] * 25 + [v] * 25, [-v] * 10 + [v] * 40)
    # The stretch tier's tests (lists up to 200000, timestamps up to 10^9) go to OUT/stretch.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
