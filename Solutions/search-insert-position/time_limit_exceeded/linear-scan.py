# Correct but O(n * q): scans the shelf from the start for every query.
import sys


def lower_bound(shelf, x):
    """Linear scan: counts the elements smaller than x."""
    p = 0
    while p < len(shelf) and shelf[p] < x:
        p += 1
    return p


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    shelf = list(map(int, data[2:2 + n]))
    queries = map(int, data[2 + n:2 + n + q])
    print(" ".join(str(lower_bound(shelf, x)) for x in queries))


main()
