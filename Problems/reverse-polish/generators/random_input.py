#!/usr/bin/env python3
# usage: python3 random_input.py SEED SIZE
# SIZE is the total number of tokens (clamped to 1..999999; counting each line's k too, the
# input stays within 10^6). A seed splits it into one long expression, many tiny ones, or a
# mix, and picks the operands (small with zeros, or up to +-10^9) and whether the stack grows
# deep. Every expression is valid: no division by zero, every value within +-10^18.
import random
import sys

seed, size = int(sys.argv[1]), int(sys.argv[2])
rng = random.Random(seed)


def array(n, lo, hi, shape=None):
    """n integers in [lo, hi]; a seed picks the shape (small values with repeats, all equal,
    full range, sorted either way, extremes only, two or three distinct values)."""
    if shape is None:
        shape = rng.randrange(7)
    m = max(10, n)
    slo, shi = (max(lo, -m), min(hi, m)) if lo < 0 else (lo, min(hi, lo + m))
    if shape == 0:
        return [rng.randint(slo, shi) for _ in range(n)]
    if shape == 1:
        v = rng.randint(lo, hi) if rng.randrange(2) else rng.choice((lo, hi))
        return [v] * n
    if shape == 2:
        return [rng.randint(lo, hi) for _ in range(n)]
    if shape in (3, 4):
        a, b = (slo, shi) if rng.randrange(2) else (lo, hi)
        return sorted((rng.randint(a, b) for _ in range(n)), reverse=(shape == 4))
    if shape == 5:
        pool = [lo, hi, lo + 1, hi - 1] + ([0] if lo <= 0 <= hi else [])
        pool = [v for v in pool if lo <= v <= hi]
        return [rng.choice(pool) for _ in range(n)]
    pool = [rng.randint(slo, shi) for _ in range(rng.randint(2, 3))]
    return [rng.choice(pool) for _ in range(n)]


def emit(lines):
    sys.stdout.write("".join(str(s) + "\n" for s in lines))


def join(a):
    return " ".join(map(str, a))


total = max(1, min(999999, size))
LIM = 10**18
mode = rng.randrange(3)
ks = []
left = total
while left >= 2:
    room = left - 1  # keep one token for this line's k
    if mode == 0:
        k = room
    elif mode == 1:
        k = rng.randint(1, min(room, 7))
    else:
        k = rng.randint(1, room) if rng.randrange(4) == 0 else rng.randint(1, min(room, 40))
    if k % 2 == 0:
        k -= 1
    ks.append(k)
    left -= k + 1
if not ks:
    ks = [1]
big = rng.randrange(3)
deep = rng.randrange(3) == 0


def operand():
    if big == 0:
        return int(rng.random() * 21) - 10
    if big == 1:
        return rng.randint(-10**9, 10**9)
    return rng.choice((rng.randint(-3, 3), 10**9, -10**9, rng.randint(-10**9, 10**9)))


out = [len(ks)]
for k in ks:
    pushes = (k + 1) // 2
    ops = pushes - 1
    stack = []
    toks = []
    while pushes or ops:
        if pushes and (len(stack) < 2 or (deep and pushes > ops // 2) or rng.random() < 0.5):
            x = operand()
            stack.append(x)
            toks.append(str(x))
            pushes -= 1
            continue
        b = stack.pop()
        a = stack.pop()
        op = rng.choice("+-*/")
        if op == "*":
            v = a * b
        elif op == "/" and b != 0:
            v = abs(a) // abs(b)
            if (a < 0) != (b < 0):
                v = -v
        else:
            op = "+"
            v = a + b
        if v > LIM or v < -LIM:
            op, v = ("+", a + b) if abs(a + b) <= LIM else ("-", a - b)
        stack.append(v)
        toks.append(op)
        ops -= 1
    out.append("%d %s" % (k, " ".join(toks)))
emit(out)
