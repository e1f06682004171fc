# WRONG (duplicates): lists the distinct baskets correctly but prints their number as 2^n, which holds only when every tag is different.
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    tags = sorted(int(x) for x in data[1:1 + n])
    lines, chosen = [], []

    def extend(start):
        lines.append(" ".join(map(str, [len(chosen)] + chosen)))
        for i in range(start, n):
            if i > start and tags[i] == tags[i - 1]:
                continue
            chosen.append(tags[i])
            extend(i + 1)
            chosen.pop()

    extend(0)
    sys.stdout.write(f"{2 ** n}\n" + "\n".join(lines) + "\n")


main()
