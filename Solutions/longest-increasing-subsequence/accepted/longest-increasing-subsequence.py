"""Rising Temperatures — patience sorting with bisect_left (strictly increasing). O(n log n)."""
import bisect
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    tails = []
    for x in data[1:1 + data[0]]:
        i = bisect.bisect_left(tails, x)  # first tail >= x
        if i == len(tails):
            tails.append(x)
        else:
            tails[i] = x
    print(len(tails))


main()
