# WRONG: uses the value 0 as the "no child" sentinel when writing the tree, so a node whose value is 0 is printed as null.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    if n == 0:
        print()
        return
    value = [int(x) for x in data[1:1 + 3 * n:3]]
    left = [int(x) for x in data[3:3 + 3 * n:3]]      # exchanged: right becomes left
    right = [int(x) for x in data[2:2 + 3 * n:3]]
    child_value = lambda c: value[c] if c != -1 else 0
    tokens = [str(value[0])]
    order = [0]
    for v in order:
        for c in (left[v], right[v]):
            x = child_value(c)
            tokens.append(str(x) if x else "null")
            if c != -1:
                order.append(c)
    while tokens[-1] == "null":
        tokens.pop()
    print(" ".join(tokens))


main()
