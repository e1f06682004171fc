# WRONG: nearest-smaller extents by "jumping": if the previous bar is at least as tall, take
# its extent — but only one jump, with no loop that keeps jumping while the bar beyond is
# still tall enough, so an extent stops at a taller bar's boundary.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    h = list(map(int, data[1:1 + n]))
    left = [0] * n
    for i in range(n):
        j = i - 1
        if j >= 0 and h[j] >= h[i]:
            left[i] = left[j]   # BUG: should keep jumping while h[left-1] >= h[i]
        else:
            left[i] = i
    right = [0] * n
    for i in range(n - 1, -1, -1):
        j = i + 1
        if j < n and h[j] >= h[i]:
            right[i] = right[j]
        else:
            right[i] = i
    print(max(h[i] * (right[i] - left[i] + 1) for i in range(n)))


main()
