# WRONG: off by one in the loop over the sorted stations (from index 2 instead of 1), so the
# stretch between the first two stations is never measured.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = sorted(map(int, data[1:1 + n]))
    best = 0
    for i in range(2, n):
        best = max(best, a[i] - a[i - 1])
    print(best)


main()
