# WRONG (output order): sorts (value, index) and walks two pointers, then prints the index of the smaller value first, which is not i < j when the smaller value sits later.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, target = int(data[0]), int(data[1])
    order = sorted((int(data[2 + k]), k) for k in range(n))
    lo, hi = 0, n - 1
    while lo < hi:
        s = order[lo][0] + order[hi][0]
        if s == target:
            print(order[lo][1] + 1, order[hi][1] + 1)
            return
        if s < target:
            lo += 1
        else:
            hi -= 1


main()
