# WRONG: after ruling out "x < a[0]" it searches only a[1..n-1], forgetting that x may EQUAL a[0]; a query for the first book gets 1 instead of 0.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    shelf = list(map(int, data[2:2 + n]))
    out = []
    for x in map(int, data[2 + n:2 + n + q]):
        if x < shelf[0]:
            out.append(0)
            continue
        lo, hi = 1, n  # first index in [1, n] with shelf[i] >= x
        while lo < hi:
            mid = (lo + hi) // 2
            if shelf[mid] < x:
                lo = mid + 1
            else:
                hi = mid
        out.append(lo)
    print(" ".join(map(str, out)))


main()
