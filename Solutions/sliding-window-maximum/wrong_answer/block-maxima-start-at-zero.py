# WRONG: block prefix/suffix maxima (van Herk) with each block's running maximum started at 0 instead of its first value, so a window of only negative heights reports 0.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    left = [0] * n   # max from the start of i's block up to i
    right = [0] * n  # max from i to the end of i's block
    run = 0
    for i in range(n):
        if i % k == 0:
            run = 0
        run = max(run, a[i])
        left[i] = run
    run = 0
    for i in range(n - 1, -1, -1):
        if (i + 1) % k == 0 or i == n - 1:
            run = 0
        run = max(run, a[i])
        right[i] = run
    print(" ".join(str(max(right[i], left[i + k - 1])) for i in range(n - k + 1)))


main()
