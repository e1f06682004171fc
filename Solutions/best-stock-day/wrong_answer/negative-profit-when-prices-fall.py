# WRONG (answer exactly 0): starts the best profit at the first day-to-day difference instead of 0, so falling prices print a loss.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    p = list(map(int, data[1:1 + n]))
    if n == 1:
        print(0)
        return
    cheapest = p[0]
    best = p[1] - p[0]
    for price in p[1:]:
        best = max(best, price - cheapest)
        cheapest = min(cheapest, price)
    print(best)


main()
