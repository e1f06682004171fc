# WRONG (duplicates): each group is kept as a set of words, so a word played several times is
# printed only once (the statement wants every repeat).
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    groups = {}
    for word in data[1:1 + n]:
        groups.setdefault("".join(sorted(word)), set()).add(word)
    lines = sorted(sorted(g) for g in groups.values())
    out = [str(len(lines))] + [" ".join(g) for g in lines]
    sys.stdout.write("\n".join(out) + "\n")


main()
