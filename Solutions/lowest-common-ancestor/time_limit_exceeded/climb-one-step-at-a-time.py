# SLOW: lifts the deeper employee one manager at a time, then both together until they meet.
# Correct, but O(depth) per query: O(n * q) on a deep chart.
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
    for person in order:
        for report in reports[person]:
            depth[report] = depth[person] + 1
            order.append(report)

    out = []
    pos = 2 + n
    for _ in range(q):
        a, b = int(data[pos]), int(data[pos + 1])
        pos += 2
        while depth[a] > depth[b]:
            a = manager[a]
        while depth[b] > depth[a]:
            b = manager[b]
        while a != b:
            a, b = manager[a], manager[b]
        out.append(a)
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
