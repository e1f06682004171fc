#!/usr/bin/env python3
"""Large tests for min-stack: deep stacks queried often, minimums that must be restored."""
import os
import random
import sys

LOW, HIGH = -2**31, 2**31 - 1


def solve(text):
    data = text.split()
    q = int(data[0])
    values, minimums, out = [], [], []
    i = 1
    for _ in range(q):
        op = data[i]
        if op == "push":
            x = int(data[i + 1])
            i += 2
            values.append(x)
            minimums.append(min(x, minimums[-1]) if minimums else x)
        else:
            i += 1
            if op == "pop":
                values.pop()
                minimums.pop()
            elif op == "top":
                out.append(values[-1])
            else:
                out.append(minimums[-1])
    return "".join(f"{x}\n" for x in out)


def fmt(ops):
    return f"{len(ops)}\n" + "\n".join(ops) + "\n"


def random_ops(rng, q, low, high, push_share):
    """Random operations on a stack that never runs empty for pop/top/getMin."""
    ops, size = [], 0
    for i in range(q):
        if size == 0 or (rng.random() < push_share and i < q - 1):
            ops.append(f"push {rng.randint(low, high)}")
            size += 1
        else:
            op = rng.choice(["pop", "top", "getMin", "getMin"]) if i < q - 1 else "getMin"
            ops.append(op)
            if op == "pop":
                size -= 1
    return ops


def deep_then_queries(values, queries):
    """Push every value, then alternate getMin and top: the worst case for a scan."""
    ops = [f"push {v}" for v in values]
    ops += ["getMin" if i % 2 == 0 else "top" for i in range(queries)]
    return ops


def sawtooth(rng, q):
    """Pushes of decreasing runs popped back down, so the minimum changes on every pop."""
    ops, size = [], 0
    while len(ops) < q - 2:
        run = rng.randint(1, 50)
        start = rng.randint(0, 10**9)
        for k in range(run):
            ops.append(f"push {start - k * 7}")
            size += 1
        for _ in range(rng.randint(0, run)):
            ops.append("pop")
            ops.append("getMin")
            size -= 1
    ops = ops[:q - 2]
    size = sum(1 if o.startswith("push") else -1 if o == "pop" else 0 for o in ops)
    if size == 0:
        ops.append("push 5")
    else:
        ops.append("top")
    ops.append("getMin")
    return ops


def decreasing_then_popped(values, every=1000):
    """Push every value, then pop them one by one, asking for the minimum now and then."""
    ops = [f"push {v}" for v in values]
    for k in range(len(values) - 1):
        ops.append("pop")
        if k % every == every - 1:
            ops.append("getMin")
    return ops + ["getMin"]


def emptied_and_refilled(rng, rounds):
    """Rounds that fill the stack and pop it empty, each round with larger labels than the
    last, and queries right after every refill."""
    ops, base = [], LOW
    for _ in range(rounds):
        run = rng.randint(1, 6)
        for k in range(run):
            ops.append(f"push {base + rng.randint(0, 1000)}")
        ops += ["getMin", "top"]
        ops += ["pop"] * run
        base += 2**32 // (rounds + 1)
    return ops


def main():
    out = sys.argv[1]
    rng = random.Random(155)
    tests = {
        "stretch/max-increasing-then-queries": fmt(deep_then_queries(list(range(LOW, LOW + 100000)), 100000)),
        "stretch/max-equal-then-queries": fmt(deep_then_queries([7] * 100000, 100000)),
        "stretch/max-random": fmt(random_ops(rng, 200000, LOW, HIGH, 0.55)),
        "stretch/max-random-few-values": fmt(random_ops(rng, 200000, -3, 3, 0.5)),
        "stretch/max-sawtooth": fmt(sawtooth(rng, 200000)),
        "medium-random": fmt(random_ops(rng, 3000, -100, 100, 0.5)),
        # a strictly decreasing pile popped crate by crate, from 2^31 - 1 down to -2^31: the
        # minimum changes on every pop (stops rescanning the stack when the minimum is popped,
        # and 32-bit differences between labels at both ends of the range)
        "stretch/max-decreasing-then-popped": fmt(decreasing_then_popped(
            [HIGH - k * 42949 for k in range(99899)] + [LOW])),
        # the same, each label pushed twice (a duplicate minimum popped first) and the minimum
        # asked after every second pop
        "stretch/max-decreasing-twice-then-popped": fmt(decreasing_then_popped(
            [HIGH - (k // 2) * 107374 for k in range(80000)], every=2)),
        # the stack is emptied and refilled with ever larger labels: stops a running minimum
        # that is not reset when the stack runs empty
        "emptied-and-refilled": fmt(emptied_and_refilled(rng, 3000)),
    }
    # The LeetCode tier at LeetCode's largest size (3 * 10^4 operations), drawn after the rest so
    # their data is unchanged.
    tests["leetcode-max-increasing-then-queries"] = fmt(deep_then_queries(list(range(LOW, LOW + 15000)), 15000))
    tests["leetcode-max-equal-then-queries"] = fmt(deep_then_queries([7] * 15000, 15000))
    tests["leetcode-max-random"] = fmt(random_ops(rng, 30000, LOW, HIGH, 0.55))
    tests["leetcode-max-random-few-values"] = fmt(random_ops(rng, 30000, -3, 3, 0.5))
    tests["leetcode-max-sawtooth"] = fmt(sawtooth(rng, 30000))
    tests["leetcode-max-decreasing-then-popped"] = fmt(decreasing_then_popped(
        [HIGH - k * 306783 for k in range(13999)] + [LOW]))
    tests["leetcode-max-decreasing-twice-then-popped"] = fmt(decreasing_then_popped(
        [HIGH - (k // 2) * 715827 for k in range(12000)], every=2))
    # The stretch tier's tests (up to 200000 operations) go to OUT/stretch.
    os.makedirs(os.path.join(out, "stretch"), exist_ok=True)
    for name, text in tests.items():
        with open(os.path.join(out, name + ".in"), "w") as f:
            f.write(text)
        with open(os.path.join(out, name + ".ans"), "w") as f:
            f.write(solve(text))


if __name__ == "__main__":
    main()
