#!/usr/bin/env python3
"""Large tests for validate-bst: deep chains, random shapes, 64-bit keys, planted defects."""
import os
import random
import sys

LO, HI = -2**63, 2**63 - 1


def solve(text):
    data = text.split()
    n = int(data[0])
    key = [int(data[1 + 3 * i]) for i in range(n)]
    left = [int(data[2 + 3 * i]) for i in range(n)]
    right = [int(data[3 + 3 * i]) for i in range(n)]
    stack, node, last = [], 0, None
    while stack or node != -1:
        while node != -1:
            stack.append(node)
            node = left[node]
        node = stack.pop()
        if last is not None and key[node] <= last:
            return "NO\n"
        last = key[node]
        node = right[node]
    return "YES\n"


def shape(rng, n, kind):
    """Returns (left, right, root) where node ids are the in-order ranks 0..n-1."""
    left, right = [-1] * n, [-1] * n
    if kind == "left-chain":
        for i in range(1, n):
            left[i] = i - 1
        return left, right, n - 1
    if kind == "right-chain":
        for i in range(n - 1):
            right[i] = i + 1
        return left, right, 0
    if kind == "zigzag":
        # ranks taken alternately from the two ends: 0, n-1, 1, n-2, ...
        lo, hi, order = 0, n - 1, []
        while lo <= hi:
            order.append(lo)
            lo += 1
            if lo <= hi:
                order.append(hi)
                hi -= 1
        for a, b in zip(order, order[1:]):
            if b > a:
                right[a] = b
            else:
                left[a] = b
        return left, right, order[0]
    # random split shape, built iteratively
    root = None
    stack = [(0, n, -1, 0)]
    while stack:
        lo, hi, parent, side = stack.pop()
        if lo >= hi:
            continue
        r = rng.randrange(lo, hi) if kind == "random" else (lo + hi) // 2
        if parent == -1:
            root = r
        elif side == 0:
            left[parent] = r
        else:
            right[parent] = r
        stack.append((lo, r, r, 0))
        stack.append((r + 1, hi, r, 1))
    return left, right, root


def sorted_keys(rng, n, extremes, lo=LO, hi=HI):
    keys = set()
    if extremes:
        keys.update([lo, hi])
    while len(keys) < n:
        keys.add(rng.randint(lo, hi))
    return sorted(keys)


def fmt(rng, left, right, root, key):
    n = len(key)
    others = [i for i in range(n) if i != root]
    rng.shuffle(others)
    label = [0] * (n + 1)         # label[-1] stays -1 for a missing child
    label[-1] = -1
    for j, v in enumerate(others, 1):
        label[v] = j
    rows = [None] * n
    for v in range(n):
        rows[label[v]] = f"{key[v]} {label[left[v]]} {label[right[v]]}"
    return f"{n}\n" + "\n".join(rows) + "\n"


def make(rng, n, kind, defect=None, extremes=True, lo=LO, hi=HI):
    left, right, root = shape(rng, n, kind)
    key = sorted_keys(rng, n, extremes, lo, hi)
    if defect == "swap":          # two keys far apart in order trade places
        i = rng.randrange(n // 2)
        j = rng.randrange(n // 2, n)
        key[i], key[j] = key[j], key[i]
    elif defect == "duplicate":   # a key repeats its in-order successor
        i = rng.randrange(n - 1)
        key[i] = key[i + 1]
    elif defect == "deep-duplicate":  # the last in-order key equals the first
        key[-1] = key[0]
    return fmt(rng, left, right, root, key)


def main():
    out = sys.argv[1]
    # The stretch tier's tests (n past 10^4, up to 200000; 64-bit keys) go to out/stretch; the
    # rest keep to LeetCode's constraints (n <= 10^4, 32-bit keys), the LeetCode tier.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    rng = random.Random(8086)
    n = 200000
    tests = {
        "stretch/max-left-chain-valid": make(rng, n, "left-chain"),
        "stretch/max-zigzag-deep-duplicate": make(rng, n, "zigzag", "deep-duplicate"),
        "stretch/big-random-valid": make(rng, n // 2, "random"),
        "stretch/max-random-swap": make(rng, n, "random", "swap"),
        "stretch/big-balanced-duplicate": make(rng, 50000, "balanced", "duplicate"),
        "stretch/big-right-chain-valid": make(rng, 50000, "right-chain"),
        "stretch/medium-random-duplicate": make(rng, 2000, "random", "duplicate", extremes=False),
    }
    # The LeetCode tier at its largest, n = 10^4 with 32-bit keys (both extremes present), the
    # same shapes and defects.
    lc, lo, hi = 10**4, -2**31, 2**31 - 1
    tests.update({
        "leetcode-max-left-chain-valid": make(rng, lc, "left-chain", lo=lo, hi=hi),
        "leetcode-max-zigzag-deep-duplicate": make(rng, lc, "zigzag", "deep-duplicate", lo=lo, hi=hi),
        "leetcode-max-random-valid": make(rng, lc, "random", lo=lo, hi=hi),
        "leetcode-max-random-swap": make(rng, lc, "random", "swap", lo=lo, hi=hi),
        "leetcode-max-balanced-duplicate": make(rng, lc, "balanced", "duplicate", lo=lo, hi=hi),
        "leetcode-max-right-chain-valid": make(rng, lc, "right-chain", lo=lo, hi=hi),
        "leetcode-medium-random-duplicate": make(rng, 2000, "random", "duplicate", extremes=False, lo=lo, hi=hi),
    })
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
