# Wrong: the "virtual sorted array" trick -- an element on the other side of the rotation than
# x is read as -infinity or +infinity -- with infinity = 10^9, a value a badge can have: a query
# of -10^9 or 10^9 then "finds" a sentinel and reports a wrong index.
import sys

INF = 10 ** 9


def search(a, x):
    lo, hi = 0, len(a) - 1
    x_in_first = x >= a[0]
    while lo <= hi:
        mid = (lo + hi) // 2
        v = a[mid]
        if (v >= a[0]) != x_in_first:
            v = INF if x_in_first else -INF
        if v == x:
            return mid
        if v < x:
            lo = mid + 1
        else:
            hi = mid - 1
    return -1


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    print(" ".join(str(search(a, int(x))) for x in data[2 + n:2 + n + q]))


main()
