# WRONG (text order): builds every distinct seating, then sorts the printed lines as strings,
# so "10 2" comes before "9 2" and "-1" before "-2" -- right only for one-digit, non-negative
# family numbers.
import itertools
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    guests = [int(x) for x in data[1:1 + n]]
    lines = sorted({" ".join(map(str, p)) for p in itertools.permutations(guests)})
    sys.stdout.write(f"{len(lines)}\n" + "\n".join(lines) + "\n")


main()
