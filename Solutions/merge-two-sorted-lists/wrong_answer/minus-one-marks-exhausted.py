# WRONG: -1 stands for "this lane has run out" -- but -1 is a valid timestamp (they may be
# negative), so a real -1 is taken for the end of its lane and the merge goes astray.
import sys


def main():
    first = list(map(int, sys.stdin.readline().split()))[1:]
    second = list(map(int, sys.stdin.readline().split()))[1:]
    n, m = len(first), len(second)
    merged, i, j = [], 0, 0
    while len(merged) < n + m:
        x = first[i] if i < n else -1
        y = second[j] if j < m else -1
        if y == -1 or (x != -1 and x <= y):
            merged.append(x)
            i += 1
        else:
            merged.append(y)
            j += 1
    print(" ".join(map(str, merged)))


main()
