# WRONG: drops the trailing nulls of every row instead of only those at the very end of the whole list.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    if n == 0:
        print()
        return
    value = [x.decode() for x in data[1:1 + 3 * n:3]]
    left = [int(x) for x in data[3:3 + 3 * n:3]]      # exchanged: right becomes left
    right = [int(x) for x in data[2:2 + 3 * n:3]]
    tokens = [value[0]]
    row = [0]
    while row:
        slots = []
        nxt = []
        for v in row:
            for c in (left[v], right[v]):
                if c == -1:
                    slots.append("null")
                else:
                    slots.append(value[c])
                    nxt.append(c)
        while slots and slots[-1] == "null":
            slots.pop()
        tokens.extend(slots)
        row = nxt
    print(" ".join(tokens))


main()
