# WRONG (off by one at the lower end): 1-based thinking starts the cheapest price at day 2, so buying on the first day is never tried.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    p = list(map(int, data[1:1 + n]))
    if n < 3:
        print(max(0, p[-1] - p[0]))
        return
    cheapest = p[1]
    best = 0
    for j in range(2, n):
        best = max(best, p[j] - cheapest)
        cheapest = min(cheapest, p[j])
    print(best)


main()
