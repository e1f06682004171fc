# SLOW: generates all n! orders of columns (one tower per row and column) and checks the
# diagonals and marsh only once a full order is built. Correct, but n! = 87 billion for
# n = 14.
import sys
from itertools import permutations


def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    rows = data[1:1 + n]

    def is_valid(order):
        for r in range(n):
            if rows[r][order[r]] == "#":
                return False
            for s in range(r):
                if abs(order[r] - order[s]) == r - s:
                    return False
        return True

    print(sum(1 for order in permutations(range(n)) if is_valid(order)))


main()
