# Container With Most Water: two pointers from the ends; always move the pointer at the
# shorter post inward, since that post can never do better with a narrower partner.
# O(n) time, O(1) extra memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = [int(x) for x in data[1:1 + n]]
    left, right = 0, n - 1
    best = 0
    while left < right:
        best = max(best, (right - left) * min(h[left], h[right]))
        if h[left] < h[right]:
            left += 1
        else:
            right -= 1
    print(best)


main()
