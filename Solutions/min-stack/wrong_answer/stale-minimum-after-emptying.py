# WRONG: every entry stores (value, minimum below and including it), built from a running
# minimum `current` that pop restores from the new top -- but when the stack becomes empty,
# `current` is not reset, so after refilling the old minimum still counts.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    q = int(data[0])
    stack, out = [], []
    current = 2**31 - 1
    i = 1
    for _ in range(q):
        op = data[i]
        if op == b"push":
            x = int(data[i + 1])
            i += 2
            current = min(current, x)
            stack.append((x, current))
        else:
            i += 1
            if op == b"pop":
                stack.pop()
                if stack:
                    current = stack[-1][1]
            elif op == b"top":
                out.append(stack[-1][0])
            else:
                out.append(stack[-1][1])
    sys.stdout.write("".join(f"{x}\n" for x in out))


main()
