# WRONG: pads the shelf with a sentinel -10^9 "below every number", but -10^9 is itself a legal query; x = -10^9 gets -1.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    padded = [-10**9] + list(map(int, data[2:2 + n]))
    out = []
    for x in map(int, data[2 + n:2 + n + q]):
        lo, hi = 0, n + 1  # first index of padded with value >= x; the sentinel is "never" it
        while lo < hi:
            mid = (lo + hi) // 2
            if padded[mid] < x:
                lo = mid + 1
            else:
                hi = mid
        out.append(lo - 1)
    print(" ".join(map(str, out)))


main()
