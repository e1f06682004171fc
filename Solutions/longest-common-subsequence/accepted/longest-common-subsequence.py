# Common Ancestry: LCS by dynamic programming over prefixes, with two rolling rows.
# cur[j] is the answer for the letters of a seen so far and the first j letters of b:
# the diagonal + 1 when the letters match, else max(up, left).
# O(|a| * |b|) time, O(|b|) memory.
import sys


def main():
    a, b = sys.stdin.read().split()
    prev = [0] * (len(b) + 1)
    for x in a:
        cur = [0]
        for j, y in enumerate(b, 1):
            cur.append(prev[j - 1] + 1 if x == y else max(prev[j], cur[j - 1]))
        prev = cur
    print(prev[-1])


main()
