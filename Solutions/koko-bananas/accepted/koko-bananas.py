# Koko Eating Bananas: the hours needed never increase as the speed grows, so binary search
# the smallest speed in [1, max(p)] whose total of ceil(p / k) fits in h.
# O(n log(max p)) time.
import sys


def hours_needed(piles, speed):
    return sum((pile + speed - 1) // speed for pile in piles)


def main():
    data = sys.stdin.buffer.read().split()
    n, h = int(data[0]), int(data[1])
    piles = [int(x) for x in data[2:2 + n]]
    low, high = 1, max(piles)          # the answer lies in [low, high]
    while low < high:
        mid = (low + high) // 2
        if hours_needed(piles, mid) <= h:
            high = mid                 # mid works; maybe something slower does too
        else:
            low = mid + 1              # mid is too slow
    print(low)


main()
