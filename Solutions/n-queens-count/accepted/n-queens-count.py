"""Watchtowers on the Marsh (N-queens counting with blocked cells): row-by-row backtracking
with bit masks for the used columns and both diagonal directions. The free plots of a row
are the complement of the three masks and the row's marsh, tried lowest bit first."""
import sys


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    full = (1 << n) - 1
    marsh = []
    for line in data[1:1 + n]:
        mask = 0
        for c, ch in enumerate(line):
            if ch == "#":
                mask |= 1 << c
        marsh.append(mask)

    def place(row, cols, diag, anti):
        if row == n:
            return 1
        total = 0
        free = full & ~(cols | diag | anti | marsh[row])
        while free:
            bit = free & -free
            free ^= bit
            total += place(row + 1, cols | bit, ((diag | bit) << 1) & full, (anti | bit) >> 1)
        return total

    print(place(0, 0, 0, 0))


main()
