# WRONG (assumes managers are listed before their reports): depths are filled in one pass over
# employees 0..n-1 (depth[child] = depth[i] + 1), which is wrong when a report has a smaller
# index than their manager; the rows are then read off a left-first walk.
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
    for v in range(n):
        if left[v] != -1:
            depth[left[v]] = depth[v] + 1
        if right[v] != -1:
            depth[right[v]] = depth[v] + 1
    rows = [[] for _ in range(max(depth) + 1)]
    stack = [0]
    while stack:
        v = stack.pop()
        rows[depth[v]].append(badge[v].decode())
        if right[v] != -1:
            stack.append(right[v])
        if left[v] != -1:
            stack.append(left[v])
    sys.stdout.write("".join(" ".join(row) + "\n" for row in rows if row))


main()
