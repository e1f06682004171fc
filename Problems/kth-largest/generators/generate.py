#!/usr/bin/env python3
"""Large tests for kth-largest: long streams, large k, many duplicates."""
import heapq
import os
import random
import sys


def solve(text):
    data = text.split()
    n, k = int(data[0]), int(data[1])
    heap, out = [], []
    for i in range(n):
        s = int(data[2 + i])
        if len(heap) < k:
            heapq.heappush(heap, s)
        elif s > heap[0]:
            heapq.heapreplace(heap, s)
        if i >= k - 1:
            out.append(heap[0])
    return "\n".join(map(str, out)) + "\n"


def fmt(k, scores):
    return f"{len(scores)} {k}\n{' '.join(map(str, scores))}\n"


def main():
    out = sys.argv[1]
    rng = random.Random(777)
    n = 200000
    big = 10**18
    tests = {
        "max-random-k-half": fmt(n // 2, [rng.randint(-big, big) for _ in range(n)]),
        "max-random-k-small": fmt(10, [rng.randint(-big, big) for _ in range(n)]),
        "max-increasing-k-large": fmt(1000, list(range(-n, n, 2))),
        "max-few-distinct": fmt(50000, [rng.randint(1, 5) for _ in range(n)]),
        "max-k-one": fmt(1, [rng.randint(-1000, 1000) for _ in range(n)]),
        "medium-random": fmt(30, [rng.randint(-100, 100) for _ in range(2000)]),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
