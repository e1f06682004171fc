# WRONG: for each number takes as partner the value numerically nearest to its complement
# (all 30 bits flipped), as if being close in value meant sharing the high bits; the
# nearest number can differ from the complement in a high bit while a farther one does not.
import bisect
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = sorted(map(int, data[1:1 + n]))
    full = (1 << 30) - 1
    best = 0
    for x in a:
        target = x ^ full
        k = bisect.bisect_left(a, target)
        for j in (k - 1, k):
            if 0 <= j < n:
                best = max(best, x ^ a[j])
    print(best)


main()
