# SLOW: keeps all readings in a sorted list, inserting each one at its place (found by
# binary search). Correct, but every insertion shifts O(n) elements: O(n^2) in total.
import bisect
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    readings = []
    out = []
    for token in data[1:1 + n]:
        bisect.insort(readings, int(token))
        out.append(readings[(len(readings) - 1) // 2])
    sys.stdout.write("\n".join(map(str, out)) + "\n")


main()
