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
        "stretch/max-random-k-half": fmt(n // 2, [rng.randint(-big, big) for _ in range(n)]),
        "stretch/max-random-k-small": fmt(10, [rng.randint(-big, big) for _ in range(n)]),
        "stretch/max-increasing-k-large": fmt(1000, list(range(-n, n, 2))),
        "stretch/max-few-distinct": fmt(50000, [rng.randint(1, 5) for _ in range(n)]),
        "stretch/max-k-one": fmt(1, [rng.randint(-1000, 1000) for _ in range(n)]),
        "medium-random": fmt(30, [rng.randint(-100, 100) for _ in range(2000)]),
    }
    # The LeetCode tier at LeetCode's largest sizes (k <= 10^4, the constructor's k - 1 scores and
    # 10^4 add calls, scores within [-10^4, 10^4]), drawn after the rest so their data is unchanged.
    lc = 10**4
    tests["leetcode-max-k-large"] = fmt(lc, [rng.randint(-lc, lc) for _ in range(2 * lc - 1)])
    tests["leetcode-max-k-small"] = fmt(10, [rng.randint(-lc, lc) for _ in range(lc + 9)])
    tests["leetcode-max-k-one"] = fmt(1, [rng.randint(-lc, lc) for _ in range(lc)])
    tests["leetcode-max-few-distinct"] = fmt(5000, [rng.randint(1, 5) for _ in range(5000 + lc - 1)])
    tests["leetcode-max-increasing"] = fmt(lc, list(range(-lc, lc - 1)))
    # The stretch tier's tests (n = 200000, scores up to 10^18) go to OUT/stretch.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
