#!/usr/bin/env python3
"""Large tests for max-xor-pair. Answers via the prefix-set method, bit by bit."""
import os
import random
import sys

BITS = 30


def solve(text):
    data = text.split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    if len(set(a)) == 1:
        return "0\n"
    best = 0
    for b in range(BITS - 1, -1, -1):
        prefixes = {x >> b for x in a}
        want = (best << 1) | 1
        best = want if any((p ^ want) in prefixes for p in prefixes) else best << 1
    return f"{best}\n"


def fmt(a):
    return f"{len(a)}\n{' '.join(map(str, a))}\n"


def main():
    out = sys.argv[1]
    rng = random.Random(9001)
    n = 200000
    top = 1 << BITS
    tests = {
        "max-random": fmt([rng.randrange(top) for _ in range(n)]),
        "max-top-bit-always-set": fmt([rng.randrange(top // 2, top) for _ in range(n)]),
        "max-shared-high-bits": fmt([0b101101 << 24 | rng.randrange(1 << 24) for _ in range(n)]),
        "max-small-values": fmt([rng.randrange(1000) for _ in range(n)]),
        "medium-random": fmt([rng.randrange(top) for _ in range(3000)]),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
