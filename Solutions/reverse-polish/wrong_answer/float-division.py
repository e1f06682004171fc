# Wrong: the usual int(a / b) idiom for truncating division goes through a float, which holds
# only 53 bits; a quotient beyond 2^53 comes back rounded.
import sys

OPS = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: int(a / b),
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
