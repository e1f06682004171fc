# WRONG (off-by-one in binary search): on a hit it moves hi = mid - 1, so the search can step past the partner and miss it.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    order = sorted((int(data[2 + k]), k) for k in range(n))
    vals = [v for v, _ in order]
    for i in range(n - 1):
        w = target - vals[i]
        lo, hi = i + 1, n - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if vals[mid] < w:
                lo = mid + 1
            else:
                hi = mid - 1
        if lo < n and vals[lo] == w:
            a, b = order[i][1], order[lo][1]
            print(min(a, b) + 1, max(a, b) + 1)
            return


main()
