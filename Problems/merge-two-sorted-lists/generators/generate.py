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
        "max-random": fmt(sorted_values(rng, n, -big, big), sorted_values(rng, n, -big, big)),
        "max-first-entirely-before": fmt(sorted_values(rng, n, -big, -1), sorted_values(rng, n, 0, big)),
        "max-second-entirely-before": fmt(sorted_values(rng, n, 1, big), sorted_values(rng, n, -big, 0)),
        "max-few-values": fmt(sorted_values(rng, n, -2, 2), sorted_values(rng, n, -2, 2)),
        "max-one-long-one-short": fmt(sorted_values(rng, n, -big, big), sorted_values(rng, 3, -big, big)),
        "max-one-empty": fmt([], sorted_values(rng, n, -big, big)),
        "medium-random": fmt(sorted_values(rng, 1000, -50, 50), sorted_values(rng, 700, -50, 50)),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
