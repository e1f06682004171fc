#!/usr/bin/env python3
"""Large tests for reverse-in-k-groups: long trains over shuffled slots, various k."""
import os
import random
import sys


def solve(text):
    data = text.split()
    n, k, head = int(data[0]), int(data[1]), int(data[2])
    cargo = [int(data[3 + 2 * i]) for i in range(n)]
    nxt = [int(data[4 + 2 * i]) for i in range(n)]
    order = []
    cur = head
    while cur != -1:
        order.append(cargo[cur])
        cur = nxt[cur]
    result = []
    full = n - n % k
    for start in range(0, full, k):
        result.extend(reversed(order[start:start + k]))
    result.extend(order[full:])
    return " ".join(map(str, result)) + "\n"


def make(rng, n, k, hi=10**9):
    slots = list(range(n))
    rng.shuffle(slots)
    nxt = [-1] * n
    for a, b in zip(slots, slots[1:]):
        nxt[a] = b
    lines = [f"{n} {k} {slots[0]}"] + [f"{rng.randint(1, hi)} {nxt[i]}" for i in range(n)]
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    # The stretch tier's tests (n up to 200000, cargo up to 10^9) go to out/stretch; the rest keep
    # to LeetCode's constraints (n <= 5000, cargo <= 1000), the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(99173)
    n = 200000
    tests = {
        "stretch/max-k-equals-n": make(rng, n, n),
        "stretch/max-k-half-plus-one": make(rng, n, n // 2 + 1),
        "stretch/max-k-large-leftover": make(rng, n, 70001),
        "stretch/max-k-one": make(rng, n, 1),
        "stretch/max-k-two": make(rng, n, 2),
        "stretch/max-k-sqrt": make(rng, n, 447),
        "stretch/medium-random": make(rng, 5000, 37),
        # a last group of exactly k - 1 wagons (a probe one link short turns it around) and an
        # even k (swapping from both ends (k - 1) // 2 times misses the middle pair)
        "stretch/max-leftover-k-minus-one": make(rng, 199999, 4),
        # The LeetCode tier at its largest, n = 5000 and cargo up to 1000, with the same kinds of k.
        "leetcode-max-k-equals-n": make(rng, 5000, 5000, 1000),
        "leetcode-max-k-half-plus-one": make(rng, 5000, 2501, 1000),
        "leetcode-max-k-large-leftover": make(rng, 5000, 1751, 1000),
        "leetcode-max-k-one": make(rng, 5000, 1, 1000),
        "leetcode-max-k-two": make(rng, 5000, 2, 1000),
        "leetcode-max-k-sqrt": make(rng, 5000, 71, 1000),
        "leetcode-max-leftover-k-minus-one": make(rng, 4999, 4, 1000),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
