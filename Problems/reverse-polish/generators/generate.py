#!/usr/bin/env python3
"""Writes the large Reverse Polish Calculator tests into OUTDIR (argv[1]). Deterministic."""
import os
import random
import sys

OUT = sys.argv[1]
# The stretch tier's tests (past LeetCode's 10^4 tokens, integers beyond [-200, 200], values past
# 32 bits) go to OUT/stretch; the rest keep to LeetCode's constraints, the LeetCode tier.
os.makedirs(os.path.join(OUT, "stretch"), exist_ok=True)
rng = random.Random(1717)
LIMIT = 10**18


def trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b > 0) else -q


def apply(op, a, b):
    if op == "+":
        return a + b
    if op == "-":
        return a - b
    if op == "*":
        return a * b
    return trunc_div(a, b)


def expression(numbers, push_bias, ops="+-*/", magnitude=10**9, limit=LIMIT):
    """Random valid RPN with `numbers` operands; returns (tokens, value)."""
    tokens, stack = [], []
    pushed = 0
    while pushed < numbers or len(stack) > 1:
        if pushed < numbers and (len(stack) < 2 or rng.random() < push_bias):
            v = rng.randint(-magnitude, magnitude)
            tokens.append(str(v))
            stack.append(v)
            pushed += 1
            continue
        b = stack.pop()
        a = stack.pop()
        op = rng.choice(ops)
        if op == "/" and b == 0:
            op = "+"
        if abs(apply(op, a, b)) > limit:  # fall back to an operation that cannot grow |a|
            op = "/" if b != 0 else "+"
        tokens.append(op)
        stack.append(apply(op, a, b))
    return tokens, stack[0]


def write(name, exprs):
    with open(os.path.join(OUT, name + ".in"), "w") as f:
        f.write(f"{len(exprs)}\n")
        for tokens, _ in exprs:
            f.write(f"{len(tokens)} {' '.join(tokens)}\n")
    with open(os.path.join(OUT, name + ".ans"), "w") as f:
        f.write("".join(f"{value}\n" for _, value in exprs))


write("stretch/g01-max-one-long-expression", [expression(500000, 0.5)])
write("stretch/g02-max-deep-stack", [expression(400000, 0.999)])
write("stretch/g03-max-many-short", [expression(rng.randint(1, 5), 0.5) for _ in range(100000)])
write("stretch/g04-max-division-heavy", [expression(1000, 0.5, "*//-", 1000) for _ in range(400)])
write("g05-medium-small-values", [expression(rng.randint(1, 30), 0.4, "+-*/", 9) for _ in range(2000)])
# Division through a float (int(a / b)) or a stack of doubles: quotients and products beyond
# 2^53, where a double no longer holds every integer; divisors of both signs, so that a
# truncation patched for a negative dividend alone is caught too.
big = []
for _ in range(3000):
    a, b = rng.randint(10**8, 10**9), rng.randint(10**8, 10**9)
    c = rng.choice((1, -1, 3, -7, rng.randint(2, 999), -rng.randint(2, 999)))
    a = -a if rng.random() < 0.5 else a
    big.append((f"{a} {b} * {c} /".split(), trunc_div(a * b, c)))
write("stretch/g06-large-quotients", big)
# The LeetCode tier at LeetCode's largest: one expression of 9999 tokens (5000 integers in
# [-200, 200]), every intermediate value within 32 bits; one shallow, one with a deep stack.
write("g07-leetcode-max-long-expression", [expression(5000, 0.5, "+-*/", 200, 2**31 - 1)])
write("g08-leetcode-max-deep-stack", [expression(5000, 0.999, "+-*/", 200, 2**31 - 1)])
