# Correct but O(i + j) per query: merges the two prefixes up to the middle.
import sys


def twice_median(a, i, b, j):
    total = i + j
    merged = []
    x = y = 0
    while len(merged) <= total // 2:
        if y == j or (x < i and a[x] <= b[y]):
            merged.append(a[x])
            x += 1
        else:
            merged.append(b[y])
            y += 1
    if total % 2 == 1:
        return 2 * merged[total // 2]
    return merged[total // 2 - 1] + merged[total // 2]


def main():
    data = sys.stdin.buffer.read().split()
    n, m, q = int(data[0]), int(data[1]), int(data[2])
    a = list(map(int, data[3:3 + n]))
    b = list(map(int, data[3 + n:3 + n + m]))
    pos = 3 + n + m
    out = []
    for _ in range(q):
        i, j = int(data[pos]), int(data[pos + 1])
        pos += 2
        out.append(twice_median(a, i, b, j))
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
