# WRONG: two pointers with the loop condition left < right - 1 (off by one), so the last,
# adjacent pair the pointers reach is never measured; with n = 2 nothing is measured at all.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    left, right, best = 0, n - 1, 0
    while left < right - 1:
        best = max(best, (right - left) * min(h[left], h[right]))
        if h[left] < h[right]:
            left += 1
        else:
            right -= 1
    print(best)


main()
