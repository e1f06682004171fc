# SLOW: counts correctly, then k times scans all distinct hashtags for the best one not
# yet printed. Correct, but O(k * d).
import sys
from collections import Counter


def main():
    data = sys.stdin.read().split()
    n, k = int(data[0]), int(data[1])
    entries = list(Counter(data[2:2 + n]).items())
    taken = [False] * len(entries)
    lines = []
    for _ in range(k):
        best = -1
        for i, (tag, uses) in enumerate(entries):
            if taken[i]:
                continue
            if best == -1 or uses > entries[best][1] or (uses == entries[best][1] and tag < entries[best][0]):
                best = i
        taken[best] = True
        lines.append(f"{entries[best][0]} {entries[best][1]}\n")
    sys.stdout.write("".join(lines))


main()
