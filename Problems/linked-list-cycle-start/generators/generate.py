#!/usr/bin/env python3
"""Large tests for linked-list-cycle-start: long tails and long loops over shuffled cards."""
import os
import random
import sys


def solve(text):
    data = text.split()
    n, head = int(data[0]), int(data[1])
    nxt = [int(x) for x in data[2:2 + n]]
    seen = [False] * n
    cur = head
    while cur != -1 and not seen[cur]:
        seen[cur] = True
        cur = nxt[cur]
    return f"{cur}\n"


def make(rng, n, tail, loop):
    """A path of `tail` cards, then a loop of `loop` cards (loop = 0: the path just ends);
    the remaining cards point at random cards that are not on the path (possibly forming
    unreachable loops). Card numbers are shuffled."""
    perm = list(range(n))
    rng.shuffle(perm)
    path = perm[:tail + loop]
    rest = perm[tail + loop:]
    nxt = [-1] * n
    for a, b in zip(path, path[1:]):
        nxt[a] = b
    if loop > 0:
        nxt[path[-1]] = path[tail]
    for c in rest:
        nxt[c] = rng.choice(rest) if rng.random() < 0.9 else -1
    return f"{n} {path[0]}\n{' '.join(map(str, nxt))}\n"


def make_last_off_path(rng, n, tail):
    """Like make(rng, n, tail, 0), but card n - 1 is off the path and points at the head."""
    while True:
        text = make(rng, n, tail, 0)
        nxt = text.split("\n")[1].split()
        head = int(text.split()[1])
        seen, cur = set(), head
        while cur != -1:
            seen.add(cur)
            cur = int(nxt[cur])
        if n - 1 not in seen:
            nxt[n - 1] = str(head)
            return f"{n} {head}\n{' '.join(nxt)}\n"


def main():
    out = sys.argv[1]
    rng = random.Random(7301)
    n = 200000
    tests = {
        "max-half-tail-half-loop": make(rng, n, n // 2, n // 2),
        "max-no-loop": make(rng, n, n, 0),
        "max-long-tail-self-loop": make(rng, n, n - 1, 1),
        "max-whole-loop": make(rng, n, 0, n),
        "max-uneven": make(rng, n, 123457, 61),
        # The head is on a loop of 1000 cards and the other cards are unreachable: stops a
        # second Floyd phase that steps before comparing (phase-two-steps-before-comparing),
        # and a first-visit step array whose "unvisited" 0 is the head's step
        # (step-zero-as-unvisited).
        "max-head-on-short-loop": make(rng, n, 0, 1000),
        # The hunt ends after an odd number of cards while the unreachable cards (the last
        # card among them) point on: stops reading nxt[-1] as the last card's pointer
        # (negative-index-wraps).
        "max-odd-path-ends": make_last_off_path(rng, n, 99999),
        "medium-random-1": make(rng, 2000, 700, 900),
        "medium-random-2": make(rng, 3000, 1500, 0),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
