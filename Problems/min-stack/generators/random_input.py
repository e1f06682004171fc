#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is q, the number of operations (clamped to 2..200000: one operation cannot both push
# and read). The seed picks the labels (small with repeated minimums, all equal, the 32-bit
# extremes, the full range, falling so the minimum changes on every push, rising) and the
# pattern: a random walk, fill then drain (the minimum restored pop after pop), or bursts
# that empty the stack and fill it again. pop, top and getMin only come on a non-empty stack,
# and at least one operation reads.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)
q = max(2, min(200000, size))
LO, HI = -2**31, 2**31 - 1
shape = rng.randrange(6)
h = max(3, q // 4)
if shape == 1:
    same = rng.choice((LO, HI, 0, rng.randint(LO, HI)))
step = rng.choice((0, 1, rng.randint(1, 2**32 // q)))
start = rng.randint(LO, HI)
pushed = [0]


def label():
    pushed[0] += 1
    if shape == 0:
        return rng.randint(-h, h)
    if shape == 1:
        return same
    if shape == 2:
        return rng.choice((LO, HI, LO + 1, HI - 1, 0, -1))
    if shape == 3:
        return rng.randint(LO, HI)
    if shape == 4:  # falling, then stuck at the bottom
        return max(LO, HI - pushed[0] * step) if rng.randrange(8) else rng.randint(LO, HI)
    return min(HI, start + pushed[0] * step)


pattern = rng.randrange(3)
push_rate = rng.choice((0.5, 0.6, 0.8))
ops, depth = [], 0
burst, filling = 0, True
for t in range(q):
    if pattern == 0:
        push = depth == 0 or rng.random() < push_rate
    elif pattern == 1:
        push = depth == 0 or t < q // 2
    else:
        if burst == 0:
            burst, filling = rng.randint(1, max(1, min(q, 50))), not filling or depth == 0
        burst -= 1
        push = depth == 0 or (filling and rng.random() < 0.8) or (not filling and rng.random() < 0.15)
    if push:
        ops.append("push %d" % label())
        depth += 1
        continue
    if pattern == 2 and not filling:
        op = rng.choice(("pop", "pop", "getMin", "top"))
    else:
        op = rng.choice(("pop", "top", "getMin", "getMin"))
    ops.append(op)
    if op == "pop":
        depth -= 1
if not any(o in ("top", "getMin") for o in ops):
    # the last pop (or, if only pushes, the last push) becomes a read: the stack is no
    # smaller for any later operation
    i = max((i for i, o in enumerate(ops) if o == "pop"), default=q - 1)
    ops[i] = rng.choice(("top", "getMin"))
sys.stdout.write("%d\n" % q + "".join(o + "\n" for o in ops))
