# Correct but O(n^2): for every building, scans left and right for the tallest walls.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    heights = list(map(int, data[1:1 + n]))
    water = 0
    for i in range(n):
        left_max = 0
        for j in range(i + 1):
            left_max = max(left_max, heights[j])
        right_max = 0
        for j in range(i, n):
            right_max = max(right_max, heights[j])
        water += min(left_max, right_max) - heights[i]
    print(water)


main()
