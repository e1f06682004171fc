# WRONG: "the mirror reverses every row": writes the original level order and reverses the values of each row, leaving the nulls where they were.
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
    tokens = [value[0]]
    row = [0]
    while row:
        slots = []
        nxt = []
        for v in row:
            for c in (left[v], right[v]):
                slots.append(c)
                if c != -1:
                    nxt.append(c)
        vals = [value[c] for c in reversed(nxt)]
        k = 0
        for c in slots:
            if c == -1:
                tokens.append("null")
            else:
                tokens.append(vals[k])
                k += 1
        row = nxt
    while tokens[-1] == "null":
        tokens.pop()
    print(" ".join(tokens))


main()
