# Search in a Rotated Array: binary search where, at every step, one of the halves
# a[low..mid] and a[mid..high] is sorted; keep that half if x lies within its end values,
# else the other half. O(log n) per query, O((n + q) log n) in total.
import sys


def search(a, x):
    low, high = 0, len(a) - 1
    while low <= high:
        mid = (low + high) // 2
        if a[mid] == x:
            return mid
        if a[low] <= a[mid]:            # the left half is sorted
            if a[low] <= x < a[mid]:
                high = mid - 1
            else:
                low = mid + 1
        else:                           # the right half is sorted
            if a[mid] < x <= a[high]:
                low = mid + 1
            else:
                high = mid - 1
    return -1


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    queries = map(int, data[2 + n:2 + n + q])
    print(" ".join(str(search(a, x)) for x in queries))


main()
