#!/usr/bin/env python3
"""Tests for combination-sum: full coin sets, random unsorted subsets, dead ends."""
import os
import random
import sys


def solve(text):
    data = text.split()
    n, target = int(data[0]), int(data[1])
    coins = sorted(int(x) for x in data[2:2 + n])
    lines, chosen = [], []

    def extend(start, remaining):
        if remaining == 0:
            lines.append(" ".join(map(str, [len(chosen)] + chosen)))
            return
        for i in range(start, n):
            if coins[i] > remaining:
                break
            chosen.append(coins[i])
            extend(i, remaining - coins[i])
            chosen.pop()

    extend(0, target)
    return f"{len(lines)}\n" + "".join(line + "\n" for line in lines)


def make(rng, coins, target):
    coins = list(coins)
    rng.shuffle(coins)
    return f"{len(coins)} {target}\n{' '.join(map(str, coins))}\n"


def main():
    out = sys.argv[1]
    rng = random.Random(50)
    tests = {
        "max-many-coins": make(rng, range(2, 32), 50),
        "max-all-small-coins": make(rng, list(range(2, 21)) + list(range(35, 46)), 50),
        "max-even-coins-odd-target": make(rng, range(2, 51, 2), 49),
        "random-subset-1": make(rng, rng.sample(range(2, 51), 12), 50),
        "random-subset-2": make(rng, rng.sample(range(2, 51), 20), 47),
        "random-few-coins": make(rng, rng.sample(range(2, 15), 4), 45),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
