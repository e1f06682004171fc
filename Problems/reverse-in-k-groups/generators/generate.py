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


def make(rng, n, k):
    slots = list(range(n))
    rng.shuffle(slots)
    nxt = [-1] * n
    for a, b in zip(slots, slots[1:]):
        nxt[a] = b
    lines = [f"{n} {k} {slots[0]}"] + [f"{rng.randint(1, 10**9)} {nxt[i]}" for i in range(n)]
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    rng = random.Random(99173)
    n = 200000
    tests = {
        "max-k-equals-n": make(rng, n, n),
        "max-k-half-plus-one": make(rng, n, n // 2 + 1),
        "max-k-large-leftover": make(rng, n, 70001),
        "max-k-one": make(rng, n, 1),
        "max-k-two": make(rng, n, 2),
        "max-k-sqrt": make(rng, n, 447),
        "medium-random": make(rng, 5000, 37),
        # a last group of exactly k - 1 wagons (a probe one link short turns it around) and an
        # even k (swapping from both ends (k - 1) // 2 times misses the middle pair)
        "max-leftover-k-minus-one": make(rng, 199999, 4),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
