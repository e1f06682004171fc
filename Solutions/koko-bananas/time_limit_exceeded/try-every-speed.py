# Correct but O(answer * n): tries speeds 1, 2, 3, ... until one is fast enough.
import sys


def hours_needed(piles, speed):
    return sum((pile + speed - 1) // speed for pile in piles)


def main():
    data = sys.stdin.buffer.read().split()
    n, h = int(data[0]), int(data[1])
    piles = [int(x) for x in data[2:2 + n]]
    speed = 1
    while hours_needed(piles, speed) > h:
        speed += 1
    print(speed)


main()
