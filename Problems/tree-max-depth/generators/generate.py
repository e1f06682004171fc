#!/usr/bin/env python3
"""Large tests for tree-max-depth: long chains, random trees, shuffled labels."""
import os
import random
import sys


def solve(text):
    data = text.split()
    n = int(data[0])
    parent = [int(x) for x in data[1:1 + n]]
    children = [[] for _ in range(n)]
    root = -1
    for i, p in enumerate(parent):
        if p == -1:
            root = i
        else:
            children[p].append(i)
    depth = 0
    level = [root]
    while level:
        depth += 1
        level = [c for v in level for c in children[v]]
    return f"{depth}\n"


def relabel(rng, parent_in_order):
    """parent_in_order[i] < i for i > 0 (node 0 is the root); shuffle the labels."""
    n = len(parent_in_order)
    perm = list(range(n))
    rng.shuffle(perm)
    parent = [-1] * n
    for i in range(1, n):
        parent[perm[i]] = perm[parent_in_order[i]]
    return parent


def fmt(parent):
    return f"{len(parent)}\n{' '.join(map(str, parent))}\n"


def main():
    out = sys.argv[1]
    rng = random.Random(31337)
    n = 200000
    chain = [-1] + list(range(n - 1))
    random_tree = [-1] + [rng.randrange(i) for i in range(1, n)]
    deep_random = [-1] + [max(0, i - rng.randint(1, 3)) for i in range(1, n)]
    broom = [-1] + [i - 1 if i < n // 2 else n // 2 - 1 for i in range(1, n)]
    tests = {
        "max-chain-shuffled": fmt(relabel(rng, chain)),
        "max-chain-in-order": fmt(chain),
        "max-random-tree": fmt(relabel(rng, random_tree)),
        "max-deep-random": fmt(relabel(rng, deep_random)),
        "max-broom": fmt(relabel(rng, broom)),
        "medium-random": fmt(relabel(rng, [-1] + [rng.randrange(i) for i in range(1, 3000)])),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
