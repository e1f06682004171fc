# Correct but O(n * q): scans the whole array for every query.
import sys


def search(a, x):
    try:
        return a.index(x)
    except ValueError:
        return -1


def main():
    data = sys.stdin.buffer.read().split()
    n, q = int(data[0]), int(data[1])
    a = list(map(int, data[2:2 + n]))
    queries = map(int, data[2 + n:2 + n + q])
    print(" ".join(str(search(a, x)) for x in queries))


main()
