#!/usr/bin/env python3
"""Large tests for invert-binary-tree: wide random trees, complete trees, and chains and
brooms as tall as allowed (10000 rows)."""
import os
import random
import sys

HEIGHT = 10000


def solve(text):
    """The mirrored tree in level order: the children of every node exchanged."""
    data = text.split()
    n = int(data[0])
    if n == 0:
        return "\n"
    value = data[1:1 + 3 * n:3]
    left = [int(x) for x in data[3:3 + 3 * n:3]]      # exchanged: right becomes left
    right = [int(x) for x in data[2:2 + 3 * n:3]]
    order = [0]
    for v in order:
        if left[v] != -1:
            order.append(left[v])
        if right[v] != -1:
            order.append(right[v])
    slot = value + ["null"]
    tokens = [value[0]]
    for v in order:
        tokens.append(slot[left[v]])
        tokens.append(slot[right[v]])
    while tokens[-1] == "null":
        tokens.pop()
    return " ".join(tokens) + "\n"


def shape(rng, n, kind):
    """(left, right) of a tree on nodes 0..n-1 rooted at 0, before relabelling."""
    left, right = [-1] * n, [-1] * n
    if kind == "complete":
        for v in range(n):
            if 2 * v + 1 < n:
                left[v] = 2 * v + 1
            if 2 * v + 2 < n:
                right[v] = 2 * v + 2
        return left, right
    if kind == "bush-then-handle":      # a complete tree, and a chain below its last leaf
        bush = n - (HEIGHT - (n.bit_length() - 1) - 1)
        for v in range(bush):
            if 2 * v + 1 < bush:
                left[v] = 2 * v + 1
            if 2 * v + 2 < bush:
                right[v] = 2 * v + 2
        for v in range(bush - 1, n - 1):
            (left if rng.random() < 0.5 else right)[v] = v + 1
        return left, right
    if kind == "chain":
        for v in range(n - 1):
            (left if rng.random() < 0.5 else right)[v] = v + 1
        return left, right
    start = 1
    free = [(0, 0), (0, 1)]
    if kind == "broom":                 # a handle of HEIGHT // 2 nodes, then a random bush
        for v in range(HEIGHT // 2 - 1):
            (left if rng.random() < 0.5 else right)[v] = v + 1
        start = HEIGHT // 2
        free = [(start - 1, 0), (start - 1, 1)]
    depth = {v: 0 for v in range(start)}
    for v in range(start, n):
        while True:                     # attach to a random free slot not too deep
            k = rng.randrange(len(free))
            p, side = free[k]
            free[k] = free[-1]
            free.pop()
            if depth.get(p, 0) + 1 < HEIGHT - 1:
                break
        (left if side == 0 else right)[p] = v
        depth[v] = depth.get(p, 0) + 1
        free.append((v, 0))
        free.append((v, 1))
    return left, right


def make(rng, n, kind, low, high):
    left, right = shape(rng, n, kind)
    perm = list(range(1, n))
    rng.shuffle(perm)
    label = [0] + perm + [-1]           # label[-1] = -1 keeps missing children missing
    rows = [None] * n
    for v in range(n):
        rows[label[v]] = f"{rng.randint(low, high)} {label[left[v]]} {label[right[v]]}"
    return f"{n}\n" + "\n".join(rows) + "\n"


def main():
    out = sys.argv[1]
    # Tests past LeetCode's constraints (more than 100 nodes, values past +-100) go to
    # out/stretch, the stretch tier; the rest are the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(226)
    n = 200000
    big = 10**9
    tests = {
        "stretch/max-random": make(rng, n, "random", -big, big),
        "stretch/max-complete": make(rng, n, "complete", -big, big),
        "stretch/max-broom": make(rng, n, "broom", -big, big),
        "stretch/max-bush-then-handle": make(rng, n, "bush-then-handle", -big, big),
        "stretch/tallest-chain": make(rng, HEIGHT, "chain", -big, big),
        "stretch/medium-random": make(rng, 2000, "random", -100, 100),
    }
    # The LeetCode tier at its largest (100 nodes, values within +-100), its own generator.
    lc = random.Random(100)
    tests["max-random-leetcode"] = make(lc, 100, "random", -100, 100)
    tests["max-complete-leetcode"] = make(lc, 100, "complete", -100, 100)
    tests["max-chain-leetcode"] = make(lc, 100, "chain", -100, 100)
    tests["max-random-small-values-leetcode"] = make(lc, 100, "random", -1, 1)
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
