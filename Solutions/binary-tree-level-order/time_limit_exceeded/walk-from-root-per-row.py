# SLOW: collects each row with its own depth-first walk from the root, down to that row's
# depth. Correct, but O(n * rows): a complete tree above a long chain takes 10000 walks over
# 190000 nodes.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    badge = [int(data[1 + 3 * i]) for i in range(n)]
    left = [int(data[2 + 3 * i]) for i in range(n)]
    right = [int(data[3 + 3 * i]) for i in range(n)]

    lines = []
    depth = 0
    while n > 0:
        row = []
        stack = [(0, 0)]
        while stack:
            v, d = stack.pop()
            if d == depth:
                row.append(badge[v])
                continue
            if right[v] != -1:
                stack.append((right[v], d + 1))
            if left[v] != -1:
                stack.append((left[v], d + 1))
        if not row:
            break
        lines.append(" ".join(map(str, row)))
        depth += 1
    if lines:
        sys.stdout.write("\n".join(lines) + "\n")


main()
