# Wrong: when the left half a[lo..mid] is sorted it keeps that half whenever x < a[mid],
# forgetting to check x >= a[lo]; a small x from past the rotation point is sent left and lost.
import sys


def search(a, x):
    lo, hi = 0, len(a) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] == x:
            return mid
        if a[lo] <= a[mid]:
            if x < a[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            if a[mid] < x <= a[hi]:
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
