# Best Day to Buy and Sell — one sweep keeping the cheapest price so far. O(n).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    cheapest = None
    best = 0
    for token in data[1:1 + n]:
        price = int(token)
        if cheapest is not None and price - cheapest > best:
            best = price - cheapest
        if cheapest is None or price < cheapest:
            cheapest = price
    print(best)


main()
