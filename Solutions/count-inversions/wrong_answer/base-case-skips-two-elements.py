# WRONG: merge sort on inclusive bounds whose base case `hi - lo <= 1` returns on two elements without comparing them.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = list(map(int, data[1:1 + n]))
    sys.setrecursionlimit(10000)

    def sort(lo, hi):
        """Sorts a[lo..hi] (inclusive) and returns its inversions."""
        if hi - lo <= 1:
            return 0
        mid = (lo + hi) // 2
        count = sort(lo, mid) + sort(mid + 1, hi)
        merged, i, j = [], lo, mid + 1
        while i <= mid and j <= hi:
            if a[i] <= a[j]:
                merged.append(a[i]); i += 1
            else:
                merged.append(a[j]); j += 1
                count += mid - i + 1
        merged += a[i:mid + 1] + a[j:hi + 1]
        a[lo:hi + 1] = merged
        return count

    print(sort(0, n - 1))


main()
