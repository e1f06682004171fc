"""Minimum Stack: next to every value, keep the minimum of the stack up to and including it.

A push stores the smaller of the new value and the previous minimum, a pop removes both,
and getMin reads the top of the minimum stack. O(1) per operation."""
import sys


def main():
    tokens = sys.stdin.buffer.read().split()
    q = int(tokens[0])
    values = []
    minimums = []
    out = []
    pos = 1
    for _ in range(q):
        op = tokens[pos]
        pos += 1
        if op == b"push":
            x = int(tokens[pos])
            pos += 1
            values.append(x)
            minimums.append(x if not minimums else min(x, minimums[-1]))
        elif op == b"pop":
            values.pop()
            minimums.pop()
        elif op == b"top":
            out.append(values[-1])
        else:
            out.append(minimums[-1])
    sys.stdout.write("".join(f"{v}\n" for v in out))


main()
