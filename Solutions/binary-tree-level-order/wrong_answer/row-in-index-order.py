# WRONG (order within a row): finds every employee's depth correctly, then fills the rows by
# scanning the employees 0..n-1, so a row lists them in input order instead of left to right.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    if n == 0:
        return
    badge = data[1:1 + 3 * n:3]
    left = [int(x) for x in data[2:2 + 3 * n:3]]
    right = [int(x) for x in data[3:3 + 3 * n:3]]
    depth = [0] * n
    stack = [0]
    while stack:
        v = stack.pop()
        for c in (left[v], right[v]):
            if c != -1:
                depth[c] = depth[v] + 1
                stack.append(c)
    rows = [[] for _ in range(max(depth) + 1)]
    for v in range(n):
        rows[depth[v]].append(badge[v].decode())
    sys.stdout.write("".join(" ".join(row) + "\n" for row in rows))


main()
