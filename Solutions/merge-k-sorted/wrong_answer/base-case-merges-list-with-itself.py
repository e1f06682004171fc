# WRONG: divide and conquer over lists[lo:hi] with one base case for "one or two lists":
# merge(lists[lo], lists[hi - 1]). With a single list that merges the list with itself, so
# whenever a half has one list (k = 1, 3, 5, 6, 7, ...) its departures appear twice.
import sys


def merge(a, b):
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        if a[i] <= b[j]:
            out.append(a[i]); i += 1
        else:
            out.append(b[j]); j += 1
    out.extend(a[i:])
    out.extend(b[j:])
    return out


def main():
    data = sys.stdin.buffer.read().split()
    k = int(data[0])
    lists, pos = [], 1
    for _ in range(k):
        m = int(data[pos])
        lists.append([int(x) for x in data[pos + 1:pos + 1 + m]])
        pos += 1 + m

    def solve(lo, hi):
        if hi - lo <= 2:
            return merge(lists[lo], lists[hi - 1])
        mid = (lo + hi) // 2
        return merge(solve(lo, mid), solve(mid, hi))

    print(" ".join(map(str, solve(0, k))))


main()
