# Reverse Polish Calculator — a stack of operands. Python's // floors, so division
# truncating toward zero is done on absolute values.
import sys


def truncating_div(a, b):
    quotient = abs(a) // abs(b)
    return quotient if (a >= 0) == (b > 0) else -quotient


OPS = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": truncating_div,
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
