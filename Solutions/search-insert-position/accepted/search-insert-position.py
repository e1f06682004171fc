# Search Insert Position — bisect_left is exactly the lower bound. O((n + q) log n).
import sys
from bisect import bisect_left


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    shelf = list(map(int, data[2:2 + n]))
    queries = map(int, data[2 + n:2 + n + q])
    print(" ".join(str(bisect_left(shelf, x)) for x in queries))


main()
