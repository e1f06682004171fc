#!/usr/bin/env python3
"""Large tests for lowest-common-ancestor: deep charts with many disputes.
Answers use Tarjan's offline algorithm (iterative DFS + union-find)."""
import os
import random
import sys


def solve(text):
    data = text.split()
    n, q = int(data[0]), int(data[1])
    par = [int(x) for x in data[2:2 + n]]
    children = [[] for _ in range(n)]
    root = 0
    for v, p in enumerate(par):
        if p == -1:
            root = v
        else:
            children[p].append(v)
    ans = [0] * q
    pending = [[] for _ in range(n)]
    pos = 2 + n
    for i in range(q):
        a, b = int(data[pos]), int(data[pos + 1])
        pos += 2
        if a == b:
            ans[i] = a
        else:
            pending[a].append((b, i))
            pending[b].append((a, i))
    dsu = list(range(n))
    done = [False] * n

    def find(x):
        r = x
        while dsu[r] != r:
            r = dsu[r]
        while dsu[x] != r:
            dsu[x], x = r, dsu[x]
        return r

    ptr = [0] * n
    stack = [root]
    while stack:
        v = stack[-1]
        if ptr[v] < len(children[v]):
            stack.append(children[v][ptr[v]])
            ptr[v] += 1
            continue
        stack.pop()
        for other, i in pending[v]:
            if done[other]:
                ans[i] = find(other)
        done[v] = True
        if par[v] != -1:
            dsu[v] = par[v]
    return "\n".join(map(str, ans)) + "\n"


def relabel(rng, parent_in_order):
    n = len(parent_in_order)
    perm = list(range(n))
    rng.shuffle(perm)
    parent = [-1] * n
    for i in range(1, n):
        parent[perm[i]] = perm[parent_in_order[i]]
    return parent, perm


def make(rng, parent_in_order, q, deep_share):
    """Queries mix random pairs with pairs among the deepest quarter of (unshuffled) ids."""
    n = len(parent_in_order)
    parent, perm = relabel(rng, parent_in_order)
    lines = [f"{n} {q}", " ".join(map(str, parent))]
    for _ in range(q):
        if rng.random() < deep_share:
            a, b = rng.randrange(3 * n // 4, n), rng.randrange(3 * n // 4, n)
        else:
            a, b = rng.randrange(n), rng.randrange(n)
        lines.append(f"{perm[a]} {perm[b]}")
    return "\n".join(lines) + "\n"


def two_arms(n):
    """Root 0 with two chains: odd ids down one arm, even ids down the other."""
    return [-1] + [max(0, i - 2) for i in range(1, n)]


def arms_across(rng, long_len, short_len, q):
    """The CEO with a chain of long_len below and one of short_len; most disputes pair the
    deep end of the long arm with the short arm."""
    n = 1 + long_len + short_len
    order = [-1] + [i - 1 for i in range(1, long_len + 1)] + [0] + list(range(long_len + 1, n - 1))
    parent, perm = relabel(rng, order)
    lines = [f"{n} {q}", " ".join(map(str, parent))]
    for _ in range(q):
        if rng.random() < 0.8:
            a, b = rng.randrange(long_len - 30000, long_len + 1), rng.randrange(long_len + 1, n)
            if rng.random() < 0.5:
                a, b = b, a
        else:
            a, b = rng.randrange(n), rng.randrange(n)
        lines.append(f"{perm[a]} {perm[b]}")
    return "\n".join(lines) + "\n"


def main():
    out = sys.argv[1]
    rng = random.Random(2718)
    n = 200000
    tests = {
        "max-chain": make(rng, [-1] + list(range(n - 1)), n // 2, 0.9),
        "max-two-arms": make(rng, two_arms(n), n // 2, 0.9),
        "big-random-tree": make(rng, [-1] + [rng.randrange(i) for i in range(1, n // 2)], n // 4, 0.2),
        "big-deep-random": make(rng, [-1] + [max(0, i - rng.randint(1, 4)) for i in range(1, n // 4)],
                                n // 4, 0.5),
        # a long arm (160000) and a short one (39999) below the CEO, disputes across them:
        # depth gaps past 2^17 stop a table of floor(log2 n) lifting levels, which on a
        # single chain still lands on the right person by luck
        "long-and-short-arm": arms_across(rng, 160000, 39999, n // 4),
        "medium-random": make(rng, [-1] + [rng.randrange(max(0, i - 5), i) for i in range(1, 2000)], 2000, 0.3),
    }
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
