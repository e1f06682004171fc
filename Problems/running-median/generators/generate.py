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
    # The stretch tier's tests (n = 400000, readings up to 10^18) go to out/stretch; the rest keep
    # to LeetCode's constraints (n <= 25000, so at most 5 * 10^4 calls; |reading| <= 10^5), the
    # LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(1729)
    n = 400000
    big = 10**18
    zigzag = [(i if i % 2 else -i) * 1000 for i in range(n)]
    tests = {
        "stretch/max-random": fmt([rng.randint(-big, big) for _ in range(n)]),
        "stretch/max-decreasing": fmt(list(range(n, 0, -1))),
        "stretch/max-increasing": fmt(list(range(-n, 0))),
        "stretch/max-zigzag": fmt(zigzag),
        "stretch/max-few-distinct": fmt([rng.randint(-2, 2) for _ in range(n)]),
        "medium-random": fmt([rng.randint(-100, 100) for _ in range(1000)]),
    }
    # The LeetCode tier at its largest: 25000 readings (5 * 10^4 calls) within [-10^5, 10^5].
    lc, lim = 25000, 10**5
    tests.update({
        "leetcode-max-random": fmt([rng.randint(-lim, lim) for _ in range(lc)]),
        "leetcode-max-decreasing": fmt([lim - 8 * i for i in range(lc)]),
        "leetcode-max-increasing": fmt([-lim + 8 * i for i in range(lc)]),
        "leetcode-max-zigzag": fmt([(i if i % 2 else -i) * 4 for i in range(lc)]),
        "leetcode-max-few-distinct": fmt([rng.randint(-2, 2) for _ in range(lc)]),
    })
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
