# WRONG (duplicates): a graph-style breadth-first search with a `seen` set -- but the set
# holds badge numbers, not employees, so a second employee with the same badge is skipped
# (with their whole subtree).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    if n == 0:
        return
    badge = [int(x) for x in data[1:1 + 3 * n:3]]
    left = [int(x) for x in data[2:2 + 3 * n:3]]
    right = [int(x) for x in data[3:3 + 3 * n:3]]
    seen = {badge[0]}
    row = [0]
    out = []
    while row:
        out.append(" ".join(str(badge[v]) for v in row))
        nxt = []
        for v in row:
            for c in (left[v], right[v]):
                if c != -1 and badge[c] not in seen:
                    seen.add(badge[c])
                    nxt.append(c)
        row = nxt
    sys.stdout.write("".join(line + "\n" for line in out))


main()
