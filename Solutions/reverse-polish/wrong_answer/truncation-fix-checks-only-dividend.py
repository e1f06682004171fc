# Wrong: knows // floors, and patches it by adding 1 when the DIVIDEND is negative and the
# division is inexact -- but truncation depends on the signs of both operands, so 7 / -2 and
# -7 / -2 still come out wrong.
import sys


def divide(a, b):
    q = a // b
    if a < 0 and a % b != 0:
        q += 1
    return q


OPS = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": divide,
}


def main():
    tokens = sys.stdin.buffer.read().decode().split()
    t = int(tokens[0])
    pos = 1
    out = []
    for _ in range(t):
        k = int(tokens[pos])
        stack = []
        for token in tokens[pos + 1:pos + 1 + k]:
            op = OPS.get(token)
            if op is None:
                stack.append(int(token))
            else:
                b = stack.pop()
                a = stack.pop()
                stack.append(op(a, b))
        pos += 1 + k
        out.append(str(stack[0]))
    sys.stdout.write("\n".join(out) + "\n")


main()
