# WRONG: patience sorting without the binary search: a reading above the last tail extends
# the list, one between the last two tails replaces the last tail, anything lower is
# dropped — so smaller tails are never lowered and a later, lower run is never followed.
import sys


def main():
    data = list(map(int, sys.stdin.buffer.read().split()))
    tails = []
    for x in data[1:1 + data[0]]:
        if not tails or x > tails[-1]:
            tails.append(x)
        elif len(tails) == 1 or x > tails[-2]:
            tails[-1] = x
        # BUG: otherwise the reading should still replace the first tail >= x
    print(len(tails))


main()
