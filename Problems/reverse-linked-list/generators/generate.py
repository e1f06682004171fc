#!/usr/bin/env python3
"""Large tests for reverse-linked-list: lists scattered over the slots in random order."""
import os
import random
import sys


def solve(text):
    data = text.split()
    n, head = int(data[0]), int(data[1])
    nxt = [int(data[3 + 2 * i]) for i in range(n)]
    prev, cur = -1, head
    while cur != -1:
        following = nxt[cur]
        nxt[cur] = prev
        prev, cur = cur, following
    return f"{prev}\n{' '.join(map(str, nxt))}\n"


def make(rng, n, order, hi=10**9):
    """order: 'random', 'sorted' (slot i -> i+1) or 'reversed'."""
    slots = list(range(n))
    if order == "random":
        rng.shuffle(slots)
    elif order == "reversed":
        slots.reverse()
    nxt = [-1] * n
    for a, b in zip(slots, slots[1:]):
        nxt[a] = b
    head = slots[0] if n else -1
    lines = [f"{n} {head}"] + [f"{rng.randint(1, hi)} {nxt[i]}" for i in range(n)]
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    # The stretch tier's tests (n up to 200000, song ids up to 10^9) go to out/stretch; the rest
    # keep to LeetCode's constraints (n <= 5000, ids <= 5000), the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(20260521)
    tests = {
        "stretch/max-random": make(rng, 200000, "random"),
        "stretch/max-sorted": make(rng, 200000, "sorted"),
        "stretch/max-reversed": make(rng, 200000, "reversed"),
        "stretch/medium-random-1": make(rng, 1000, "random"),
        "stretch/medium-random-2": make(rng, 5000, "random"),
        # The LeetCode tier at its largest: n = 5000, song ids up to 5000 (so some repeat).
        "leetcode-max-random": make(rng, 5000, "random", 5000),
        "leetcode-max-sorted": make(rng, 5000, "sorted", 5000),
        "leetcode-max-reversed": make(rng, 5000, "reversed", 5000),
        "leetcode-medium-random": make(rng, 1000, "random", 5000),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
