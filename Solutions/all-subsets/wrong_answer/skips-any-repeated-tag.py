# WRONG (duplicates): the duplicate check is "i > 0 and equal to the previous tag" instead of "i > start", so a basket can never hold the same tag twice ([2, 2] is lost).
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    tags = sorted(int(x) for x in data[1:1 + n])
    lines, chosen = [], []

    def extend(start):
        lines.append(" ".join(map(str, [len(chosen)] + chosen)))
        for i in range(start, n):
            if i > 0 and tags[i] == tags[i - 1]:
                continue
            chosen.append(tags[i])
            extend(i + 1)
            chosen.pop()

    extend(0)
    sys.stdout.write(f"{len(lines)}\n" + "\n".join(lines) + "\n")


main()
