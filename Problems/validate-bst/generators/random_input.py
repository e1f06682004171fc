#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of nodes (clamped to 1..200000). The seed picks the shape (random,
# complete, a left or right chain of all n nodes, a zigzag, a random spine with bushes) and
# the keys, given in order so that the tree is a search tree: consecutive small keys, the
# full 64-bit range with -2^63 and 2^63 - 1 at the ends, or keys around the 32-bit limits.
# About half the trees are then spoiled: two keys swapped, a key equal to its in-order
# neighbour (a duplicate), a key moved past a far ancestor's bound, or the root's in-order
# neighbour moved just past the root. Indices are shuffled (the root stays 0).
import random
import sys
from itertools import accumulate

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(200000, size))
LO, HI = -2**63, 2**63 - 1
left, right = [-1] * n, [-1] * n
shape = rng.randrange(6)
start = 1
if shape in (2, 3, 4, 5):  # a chain first: left, right, zigzag, or a random spine
    spine = n if shape != 5 else rng.randint(1, n)
    for c in range(1, spine):
        side = 0 if shape == 2 else 1 if shape == 3 else c % 2 if shape == 4 else rng.randrange(2)
        (left if side == 0 else right)[c - 1] = c
    start = spine
    slots = [(c, s) for c in range(spine) for s in (0, 1) if (left, right)[s][c] < 0]
else:
    slots = [(0, 0), (0, 1)]
head, rand = 0, rng.random
for c in range(start, n):
    if shape == 1:  # complete: fill the slots breadth first
        p, s = slots[head]
        head += 1
    else:
        k = int(rand() * len(slots))
        p, s = slots[k]
        slots[k] = slots[-1]
        slots.pop()
    (left if s == 0 else right)[p] = c
    slots.append((c, 0))
    slots.append((c, 1))

# the nodes in order (an explicit stack: chains are n deep)
order, stack, v = [], [], 0
while stack or v != -1:
    while v != -1:
        stack.append(v)
        v = left[v]
    v = stack.pop()
    order.append(v)
    v = right[v]

kind = rng.randrange(3)
if kind == 0:
    steps = [rng.randint(-n, 0)] + [(1, 1, 2, 3)[int(rand() * 4)] for _ in range(n - 1)]
    keys = list(accumulate(steps))
elif kind == 1:
    gap = 2**64 // n  # positive gaps below gap: n keys span less than 2^64
    steps = [1 + int(rand() * (gap - 1)) for _ in range(n - 1)]
    span = sum(steps)
    keys = list(accumulate([LO + min(2**64 - 1 - span, int(rand() * (2**64 - span)))] + steps))
    if rng.randrange(2):
        keys[0] = LO
        if n > 1:
            keys[-1] = HI
    elif n == 1 or rng.randrange(2):
        keys[rng.choice((0, -1))] = rng.choice((LO, HI)) if n == 1 else (LO if rng.randrange(2) else HI)
        keys.sort()
else:  # around the 32-bit limits
    first = rng.choice((-2**31 - n // 2, 2**31 - 1 - n // 2, -2**31, 2**31 - n))
    keys = list(range(first, first + n))
key = [0] * n
for i, v in enumerate(order):
    key[v] = keys[i]


def clamp(x):
    return max(LO, min(HI, x))


if n > 1 and rng.randrange(2):
    spoil = rng.randrange(4)
    i = rng.randrange(n)
    j = i - 1 if i > 0 else 1  # an in-order neighbour
    if spoil == 0:
        a = order[i]
        b = order[rng.choice((j, rng.randrange(n)))]
        key[a], key[b] = key[b], key[a]
    elif spoil == 1:
        key[order[i]] = key[order[j]]
    elif spoil == 2:
        key[order[i]] = clamp(key[order[rng.randrange(n)]] + rng.choice((-1, 0, 1)))
    else:
        p = order.index(0)
        if p > 0 and (p == n - 1 or rng.randrange(2)):
            key[order[p - 1]] = clamp(key[0] + 1)
        else:
            key[order[p + 1]] = clamp(key[0] - 1)

perm = list(range(1, n))
rng.shuffle(perm)
perm = [0] + perm + [-1]  # old index -> new index; perm[-1] = -1 keeps a missing child
inv = [0] * n  # new index -> old index
for v in range(n):
    inv[perm[v]] = v
sys.stdout.write("%d\n" % n + "".join(["%d %d %d\n" % (key[v], perm[left[v]], perm[right[v]]) for v in inv]))
