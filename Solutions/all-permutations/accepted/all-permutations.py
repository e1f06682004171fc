# Seating Orders (all distinct permutations in lexicographic order)
#
# Backtracking over the distinct family numbers, smallest first, with a count of the guests
# of each family still unseated: every seating comes out once, already in lexicographic
# order. O(n! * n) time, the size of the output.
import sys
from collections import Counter


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    guests = [int(x) for x in data[1:1 + n]]
    counts = Counter(guests)
    families = sorted(counts)
    remaining = [counts[f] for f in families]

    seating = []
    lines = []

    def fill_next_chair():
        if len(seating) == n:
            lines.append(" ".join(map(str, seating)))
            return
        for i, family in enumerate(families):
            if remaining[i] > 0:
                remaining[i] -= 1
                seating.append(family)
                fill_next_chair()
                seating.pop()
                remaining[i] += 1

    fill_next_chair()
    sys.stdout.write(str(len(lines)) + "\n" + "\n".join(lines) + "\n")


main()
