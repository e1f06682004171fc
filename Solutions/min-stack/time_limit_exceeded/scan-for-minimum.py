# SLOW: getMin scans the whole stack. Correct, but O(size) per getMin: O(q^2) when a deep
# stack is queried many times.
import sys


def main():
    tokens = sys.stdin.buffer.read().split()
    q = int(tokens[0])
    values = []
    out = []
    pos = 1
    for _ in range(q):
        op = tokens[pos]
        pos += 1
        if op == b"push":
            values.append(int(tokens[pos]))
            pos += 1
        elif op == b"pop":
            values.pop()
        elif op == b"top":
            out.append(values[-1])
        else:
            out.append(min(values))
    sys.stdout.write("".join(f"{v}\n" for v in out))


main()
