# Wrong: finds the rotation point (the smallest badge) by comparing a[mid] with a[0]; that works
# only if the array IS rotated -- unrotated, the "pivot" lands on the last index and the two
# binary searches look in the wrong parts.
import bisect
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    a = [int(x) for x in data[2:2 + n]]
    lo, hi = 0, n - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if a[mid] >= a[0]:
            lo = mid + 1
        else:
            hi = mid
    p = lo  # index of the smallest value
    out = []
    for x in map(int, data[2 + n:2 + n + q]):
        if x >= a[0]:
            i = bisect.bisect_left(a, x, 0, p)
            out.append(i if i < p and a[i] == x else -1)
        else:
            i = bisect.bisect_left(a, x, p, n)
            out.append(i if i < n and a[i] == x else -1)
    print(" ".join(map(str, out)))


main()
