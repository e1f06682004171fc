# WRONG: uses Python's // for division, which floors (-7 // 2 == -4) instead of
# truncating toward zero (-3).
import sys

OPS = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a // b,  # BUG: floors toward minus infinity
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
