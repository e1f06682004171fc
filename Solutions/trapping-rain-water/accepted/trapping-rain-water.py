# Trapping Rain Water — two pointers from both ends, settling the side with the lower
# running maximum. O(n) time, O(1) extra memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    left, right = 0, n - 1
    left_max = right_max = 0
    water = 0
    while left <= right:
        left_max = max(left_max, h[left])
        right_max = max(right_max, h[right])
        if left_max <= right_max:
            water += left_max - h[left]
            left += 1
        else:
            water += right_max - h[right]
            right -= 1
    print(water)


main()
