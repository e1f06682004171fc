# WRONG: exchanges the children only of nodes that have both; a node with a single child keeps it on the same side.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    if n == 0:
        print()
        return
    value = [x.decode() for x in data[1:1 + 3 * n:3]]
    left = [int(x) for x in data[2:2 + 3 * n:3]]
    right = [int(x) for x in data[3:3 + 3 * n:3]]
    for v in range(n):
        if left[v] != -1 and right[v] != -1:
            left[v], right[v] = right[v], left[v]
    tokens = [value[0]]
    order = [0]
    for v in order:
        for c in (left[v], right[v]):
            if c == -1:
                tokens.append("null")
            else:
                tokens.append(value[c])
                order.append(c)
    while tokens[-1] == "null":
        tokens.pop()
    print(" ".join(tokens))


main()
