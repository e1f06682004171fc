# Correct but O(n^3): tries every triple of positions and deduplicates with a set.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = sorted(int(x) for x in data[1:1 + n])
    found = set()
    for i in range(n):
        for j in range(i + 1, n):
            for k in range(j + 1, n):
                if a[i] + a[j] + a[k] == 0:
                    found.add((a[i], a[j], a[k]))
    out = [str(len(found))]
    out.extend(f"{x} {y} {z}" for x, y, z in sorted(found))
    sys.stdout.write("\n".join(out) + "\n")


main()
