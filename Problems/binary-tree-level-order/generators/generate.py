#!/usr/bin/env python3
"""Large tests for binary-tree-level-order: wide random trees, complete trees, and chains,
brooms and a complete tree over a long chain, as tall as allowed (10000 rows): the last one
makes collecting every row with its own walk from the root cost 10000 walks over 190000
nodes."""
import os
import random
import sys

HEIGHT = 10000


def solve(text):
    data = text.split()
    n = int(data[0])
    value = data[1:1 + 3 * n:3]
    left = [int(x) for x in data[2:2 + 3 * n:3]]
    right = [int(x) for x in data[3:3 + 3 * n:3]]
    rows = []
    row = [0] if n else []
    while row:
        rows.append(" ".join(value[v] for v in row))
        row = [c for v in row for c in (left[v], right[v]) if c != -1]
    return "".join(f"{r}\n" for r in rows)


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
    if kind == "handle-then-complete":  # a chain of managers, a complete team below it
        handle = HEIGHT - 20
        for v in range(handle - 1):
            (left if rng.random() < 0.5 else right)[v] = v + 1
        base = handle - 1               # the complete tree's root, numbered from base
        for k in range(n - base):
            if 2 * k + 1 < n - base:
                left[base + k] = base + 2 * k + 1
            if 2 * k + 2 < n - base:
                right[base + k] = base + 2 * k + 2
        return left, right
    if kind == "random-bush-then-handle":   # a random bush, a chain below its deepest node
        bush = n - (HEIGHT - 500)
        bl, br = shape(rng, bush, "random")
        left[:bush], right[:bush] = bl, br
        depth = [0] * bush
        for v in range(bush):
            for c in (bl[v], br[v]):
                if c != -1:
                    depth[c] = depth[v] + 1
        deepest = max(range(bush), key=lambda v: depth[v])
        chain = [deepest] + list(range(bush, n))
        for a, b in zip(chain, chain[1:]):
            (left if rng.random() < 0.5 else right)[a] = b
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
    # Tests past LeetCode's constraints (more than 2000 nodes, values past +-1000) go to
    # out/stretch, the stretch tier; the rest are the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(102)
    n = 200000
    big = 10**9
    tests = {
        "stretch/max-random": make(rng, n, "random", -big, big),
        "stretch/max-complete": make(rng, n, "complete", -big, big),
        "stretch/max-broom": make(rng, n, "broom", -big, big),
        "stretch/max-bush-then-handle": make(rng, n, "bush-then-handle", -big, big),
        # 9980 managers in a chain above a complete team of 30000: climbing from every
        # employee to the root costs about 3 * 10^8 steps
        "stretch/handle-then-complete": make(rng, 40000, "handle-then-complete", -big, big),
        # a random (not complete) bush of 110000 with a 9500-long chain under its deepest
        # employee: a walk from the root for every row goes through the bush 9500 times
        "stretch/random-bush-then-handle": make(rng, 120000, "random-bush-then-handle", -big, big),
        "stretch/tallest-chain": make(rng, HEIGHT, "chain", -big, big),
        "stretch/big-random-small-values": make(rng, n // 2, "random", -3, 3),
        "medium-random": make(rng, 2000, "random", -1000, 1000),
    }
    # The LeetCode tier at its largest (2000 nodes, values within +-1000), from its own
    # generator so the tests above keep their random sequence.
    lc = random.Random(2000)
    tests["max-complete-leetcode"] = make(lc, 2000, "complete", -1000, 1000)
    tests["max-chain-leetcode"] = make(lc, 2000, "chain", -1000, 1000)
    tests["max-random-small-values-leetcode"] = make(lc, 2000, "random", -3, 3)
    tests["max-random-extremes-leetcode"] = make(lc, 2000, "random", 999, 1000)
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
