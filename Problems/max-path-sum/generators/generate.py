#!/usr/bin/env python3
"""Large tests for max-path-sum: deep chains, random shapes, negative and huge scores."""
import os
import random
import sys


def solve(text):
    data = text.split()
    n = int(data[0])
    score = [int(data[1 + 3 * i]) for i in range(n)]
    left = [int(data[2 + 3 * i]) for i in range(n)]
    right = [int(data[3 + 3 * i]) for i in range(n)]
    order, stack = [], [0]
    while stack:
        v = stack.pop()
        order.append(v)
        if left[v] != -1:
            stack.append(left[v])
        if right[v] != -1:
            stack.append(right[v])
    down = [0] * n
    best = None
    for v in reversed(order):
        gl = max(0, down[left[v]]) if left[v] != -1 else 0
        gr = max(0, down[right[v]]) if right[v] != -1 else 0
        down[v] = score[v] + max(gl, gr)
        through = score[v] + gl + gr
        if best is None or through > best:
            best = through
    return f"{best}\n"


def shape(rng, n, kind):
    """Returns (left, right) with node 0 as the root; labels shuffled."""
    left, right = [-1] * n, [-1] * n
    if kind == "chain":
        for i in range(n - 1):
            (left if rng.random() < 0.5 else right)[i] = i + 1
    elif kind == "two-chains":          # root with two long arms
        half = n // 2
        left[0], right[0] = 1, half
        for i in range(1, half - 1):
            left[i] = i + 1
        for i in range(half, n - 1):
            right[i] = i + 1
    else:                               # random: attach each node to a free slot
        free = [(0, 0), (0, 1)]
        for v in range(1, n):
            k = rng.randrange(len(free)) if kind == "random" else 0
            p, side = free[k]
            free[k] = free[-1]
            free.pop()
            (left if side == 0 else right)[p] = v
            free.append((v, 0))
            free.append((v, 1))
    perm = list(range(1, n))
    rng.shuffle(perm)
    label = [0] + perm + [-1]           # label[-1] = -1 keeps missing children missing
    L, R = [0] * n, [0] * n
    for v in range(n):
        L[label[v]] = label[left[v]]
        R[label[v]] = label[right[v]]
    return L, R


def make(rng, n, kind, low, high):
    L, R = shape(rng, n, kind)
    rows = [f"{rng.randint(low, high)} {L[i]} {R[i]}" for i in range(n)]
    return f"{n}\n" + "\n".join(rows) + "\n"


def main():
    out = sys.argv[1]
    rng = random.Random(1618)
    n = 200000
    big = 10**9
    tests = {
        "stretch/max-chain-mixed": make(rng, n, "chain", -big, big),
        "stretch/max-chain-all-max": make(rng, n, "chain", big, big),
        "stretch/max-two-chains-mostly-positive": make(rng, n, "two-chains", -big // 4, big),
        "stretch/max-random-mixed": make(rng, n, "random", -big, big),
        "stretch/big-random-all-negative": make(rng, n // 2, "random", -big, -1),
        "medium-random": make(rng, 3000, "random", -1000, 1000),
    }
    # The LeetCode tier at LeetCode's largest size (3 * 10^4 nodes, scores within [-1000, 1000]),
    # drawn after the rest so their data is unchanged.
    lc, small = 30000, 1000
    tests["leetcode-max-chain-mixed"] = make(rng, lc, "chain", -small, small)
    tests["leetcode-max-chain-all-max"] = make(rng, lc, "chain", small, small)
    tests["leetcode-max-two-chains-mostly-positive"] = make(rng, lc, "two-chains", -small // 4, small)
    tests["leetcode-max-random-mixed"] = make(rng, lc, "random", -small, small)
    tests["leetcode-max-random-all-negative"] = make(rng, lc, "random", -small, -1)
    # The stretch tier's tests (200000 nodes, scores up to 10^9) go to OUT/stretch.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
