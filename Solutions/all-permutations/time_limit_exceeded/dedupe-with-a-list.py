# SLOW: tries all n! orders of the guests and keeps one if it is not already in the list of
# kept seatings -- a linear search, so O((n!)^2) comparisons (about 8 * 10^8 for 8 distinct
# families) where a set, or backtracking over distinct family numbers, is O(n! * n). Correct.
import sys
from itertools import permutations


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    guests = sorted(int(x) for x in data[1:1 + n])
    kept = []
    for order in permutations(guests):
        seating = list(order)
        if seating not in kept:
            kept.append(seating)
    kept.sort()
    lines = [" ".join(map(str, s)) for s in kept]
    sys.stdout.write(str(len(kept)) + "\n" + "\n".join(lines) + "\n")


main()
