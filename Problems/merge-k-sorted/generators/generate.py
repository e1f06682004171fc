#!/usr/bin/env python3
"""Large tests for merge-k-sorted: many short lists, few long lists, duplicates, empties."""
import os
import random
import sys


def solve(text):
    data = text.split()
    k = int(data[0])
    values, pos = [], 1
    for _ in range(k):
        m = int(data[pos])
        values.extend(int(x) for x in data[pos + 1:pos + 1 + m])
        pos += 1 + m
    values.sort()
    return " ".join(map(str, values)) + "\n"


def make(rng, lengths, lo, hi):
    lines = [str(len(lengths))]
    for m in lengths:
        lst = sorted(rng.randint(lo, hi) for _ in range(m))
        lines.append(" ".join(map(str, [m] + lst)))
    return "\n".join(lines) + "\n"


def both_ends(rng, k, most, big):
    """k lists, each a run of -big followed by a run of +big."""
    lines = [str(k)]
    for _ in range(k):
        low, high = rng.randint(0, most), rng.randint(0, most)
        lines.append(" ".join(map(str, [low + high] + [-big] * low + [big] * high)))
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    rng = random.Random(3141)
    big = 10**9
    tests = {
        "stretch/max-many-pairs": make(rng, [2] * 100000, -big, big),
        "stretch/max-singletons": make(rng, [1] * 200000, -big, big),
        "stretch/max-mixed-with-empties": make(rng, [rng.choice([0, 0, 1, 3, 5]) for _ in range(110000)], -1000, 1000),
        "stretch/max-few-long": make(rng, [20000] * 10, -big, big),
        "stretch/max-one-long-many-empty": make(rng, [199999] + [0] * 1, -big, big),
        "medium-random": make(rng, [rng.randint(0, 20) for _ in range(200)], -50, 50),
        # times only at both ends of the range, 7 lists (an odd count, halves of one list):
        # stops a 10**9 end-of-list marker, a divide and conquer that merges a lone list with
        # itself, and any merge that keeps one copy of equal times
        "stretch/both-ends-of-range": both_ends(rng, 7, 3000, big),
    }
    # The LeetCode tier at LeetCode's largest sizes (k <= 10^4 lists of at most 500 times, 10^4
    # times in all, within [-10^4, 10^4]), drawn after the rest so their data is unchanged.
    v = 10**4
    tests["leetcode-max-many-pairs"] = make(rng, [2] * 5000, -v, v)
    tests["leetcode-max-singletons"] = make(rng, [1] * 10000, -v, v)
    tests["leetcode-max-mixed-with-empties"] = make(rng, [rng.choice([0, 0, 1, 3, 5]) for _ in range(5000)], -1000, 1000)
    tests["leetcode-max-few-long"] = make(rng, [500] * 20, -v, v)
    tests["leetcode-max-one-long-many-empty"] = make(rng, [500] + [0] * 9999, -v, v)
    # Times only at both ends of LeetCode's range, 7 lists (end marker, lone list, equal times).
    tests["leetcode-both-ends-of-range"] = both_ends(rng, 7, 500 // 2, v)
    # The stretch tier's tests (up to 200000 lists or times, times up to 10^9) go to OUT/stretch.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
