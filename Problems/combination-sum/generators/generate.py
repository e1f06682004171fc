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


def count_ways(coins, target):
    ways = [1] + [0] * target
    for c in coins:
        for a in range(c, target + 1):
            ways[a] += ways[a - c]
    return ways[target]


def leetcode_subset(rng, size, target):
    """size distinct coins within 2..40 with fewer than 150 ways to pay target (LeetCode's
    promise), drawn until one fits."""
    while True:
        coins = rng.sample(range(2, 41), size)
        if 0 < count_ways(coins, target) < 150:
            return coins


def main():
    out = sys.argv[1]
    # Tests past LeetCode's constraints (coins or T past 40, 150 ways or more) go to
    # out/stretch, the stretch tier; the rest are the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(50)
    tests = {
        "stretch/max-many-coins": make(rng, range(2, 32), 50),
        "stretch/max-all-small-coins": make(rng, list(range(2, 21)) + list(range(35, 46)), 50),
        "stretch/max-even-coins-odd-target": make(rng, range(2, 51, 2), 49),
        "stretch/random-subset-1": make(rng, rng.sample(range(2, 51), 12), 50),
        "stretch/random-subset-2": make(rng, rng.sample(range(2, 51), 20), 47),
        "stretch/random-few-coins": make(rng, rng.sample(range(2, 15), 4), 45),
    }
    # The LeetCode tier at its largest (30 coins, T = 40, under 150 ways), its own generator.
    lc = random.Random(39)
    tests["max-many-coins-leetcode"] = make(lc, range(11, 41), 40)
    tests["max-even-coins-odd-target-leetcode"] = make(lc, range(2, 41, 2), 39)
    tests["max-single-small-coin-leetcode"] = make(lc, [2], 40)
    tests["random-subset-leetcode-1"] = make(lc, leetcode_subset(lc, 8, 40), 40)
    tests["random-subset-leetcode-2"] = make(lc, leetcode_subset(lc, 12, 37), 37)
    tests["random-few-coins-leetcode"] = make(lc, [2, 3, 7], 40)
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
