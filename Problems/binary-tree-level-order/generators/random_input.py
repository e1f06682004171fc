#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is n, the number of nodes (clamped to 1..200000; at SIZE 1 a seed may also pick the
# empty tree n = 0). A seed picks the shape: random, complete, a long chain (at most 10000
# rows, the rest hung below it), left- or right-only spine, or a zigzag; and the values:
# small with repeats, all equal, extreme, or the full range. Indices are shuffled (root stays 0).
import random
import sys

MAX_ROWS = 10000
seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
n = max(1, min(200000, size))
if size <= 1 and rng.randrange(4) == 0:
    n = 0

shape = rng.randrange(6)
left = [-1] * n
right = [-1] * n
depth = [0] * n
slots = []  # open (node, side) slots


def attach(child, parent, side):
    if side == 0:
        left[parent] = child
    else:
        right[parent] = child
    depth[child] = depth[parent] + 1
    if depth[child] + 1 < MAX_ROWS:
        slots.append((child, 0))
        slots.append((child, 1))


if n > 0:
    slots = [(0, 0), (0, 1)]
    start = 1
    if shape in (2, 3, 4, 5):  # a spine first
        spine = min(n, MAX_ROWS) if shape != 2 else rng.randint(1, min(n, MAX_ROWS))
        for c in range(1, spine):
            p = c - 1
            if shape == 3:
                side = 0
            elif shape == 4:
                side = 1
            elif shape == 5:
                side = c % 2
            else:
                side = rng.randrange(2)
            slots = []
            attach(c, p, side)
        slots = []
        for c in range(spine):
            if depth[c] + 1 < MAX_ROWS:
                if left[c] < 0:
                    slots.append((c, 0))
                if right[c] < 0:
                    slots.append((c, 1))
        start = spine
    head = 0
    rand = rng.random
    for c in range(start, n):
        if shape == 1:
            p, side = slots[head]
            head += 1
        else:
            k = int(rand() * len(slots))
            p, side = slots[k]
            slots[k] = slots[-1]
            slots.pop()
        if side == 0:
            left[p] = c
        else:
            right[p] = c
        d = depth[p] + 1
        depth[c] = d
        if d + 1 < MAX_ROWS:
            slots.append((c, 0))
            slots.append((c, 1))

vshape = rng.randrange(4)
if vshape == 0:
    m = max(10, n)
    vals = [rng.randint(-m, m) for _ in range(n)]
elif vshape == 1:
    v = rng.randint(-10**9, 10**9)
    vals = [v] * n
elif vshape == 2:
    vals = [rng.choice((-10**9, 10**9, 0, -1)) for _ in range(n)]
else:
    vals = [rng.randint(-10**9, 10**9) for _ in range(n)]

perm = list(range(1, n))
rng.shuffle(perm)
perm = [0] + perm  # old index -> new index
out = [None] * n
for i in range(n):
    a = perm[left[i]] if left[i] >= 0 else -1
    b = perm[right[i]] if right[i] >= 0 else -1
    out[perm[i]] = "%d %d %d" % (vals[i], a, b)
sys.stdout.write("%d\n" % n + "".join(s + "\n" for s in out))
