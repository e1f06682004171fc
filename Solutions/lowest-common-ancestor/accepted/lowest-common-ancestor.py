# Nearest Common Manager — binary lifting. up[j][v] is the 2^j-th manager above v (the CEO is
# their own manager); depths come from a breadth-first walk, so a deep chart needs no
# recursion. Per dispute: lift the deeper employee by the depth difference, then jump both
# from the highest level down while they stay apart. O(n log n) preprocessing, O(log n) per
# dispute.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    manager = [int(x) for x in data[2:2 + n]]

    ceo = manager.index(-1)
    reports = [[] for _ in range(n)]
    for person, boss in enumerate(manager):
        if boss != -1:
            reports[boss].append(person)
    depth = [0] * n
    order = [ceo]
    for person in order:  # the list grows while we walk it: a breadth-first queue
        for report in reports[person]:
            depth[report] = depth[person] + 1
            order.append(report)

    parent = manager[:]
    parent[ceo] = ceo
    levels = max(1, (n - 1).bit_length())
    up = [parent]
    for _ in range(1, levels):
        prev = up[-1]
        up.append([prev[prev[v]] for v in range(n)])

    out = []
    pos = 2 + n
    for _ in range(q):
        a, b = int(data[pos]), int(data[pos + 1])
        pos += 2
        if depth[a] < depth[b]:
            a, b = b, a
        diff = depth[a] - depth[b]
        j = 0
        while diff:
            if diff & 1:
                a = up[j][a]
            diff >>= 1
            j += 1
        if a != b:
            for j in range(levels - 1, -1, -1):
                row = up[j]
                if row[a] != row[b]:
                    a, b = row[a], row[b]
            a = parent[a]
        out.append(a)
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
