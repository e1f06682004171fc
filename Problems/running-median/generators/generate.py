#!/usr/bin/env python3
"""Large tests for running-median: long streams in random, sorted and zigzag orders."""
import heapq
import os
import random
import sys


def solve(text):
    data = text.split()
    n = int(data[0])
    lower, upper, out = [], [], []   # lower: max-heap (negated), upper: min-heap
    for i in range(n):
        x = int(data[1 + i])
        if lower and x > -lower[0]:
            heapq.heappush(upper, x)
        else:
            heapq.heappush(lower, -x)
        if len(lower) > len(upper) + 1:
            heapq.heappush(upper, -heapq.heappop(lower))
        elif len(upper) > len(lower):
            heapq.heappush(lower, -heapq.heappop(upper))
        out.append(-lower[0])
    return "\n".join(map(str, out)) + "\n"


def fmt(values):
    return f"{len(values)}\n{' '.join(map(str, values))}\n"


def main():
    out = sys.argv[1]
    rng = random.Random(1729)
    n = 400000
    big = 10**18
    zigzag = [(i if i % 2 else -i) * 1000 for i in range(n)]
    tests = {
        "max-random": fmt([rng.randint(-big, big) for _ in range(n)]),
        "max-decreasing": fmt(list(range(n, 0, -1))),
        "max-increasing": fmt(list(range(-n, 0))),
        "max-zigzag": fmt(zigzag),
        "max-few-distinct": fmt([rng.randint(-2, 2) for _ in range(n)]),
        "medium-random": fmt([rng.randint(-100, 100) for _ in range(1000)]),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
