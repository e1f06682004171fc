# TIME LIMIT: correct, but the lanes are kept in Python lists and each step removes the taken
# front with list.pop(0), as one would pop the head of a linked list. Every pop(0) shifts the
# whole rest of the list, so the merge is O((n + m)^2) instead of O(n + m).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    m = int(data[1 + n])
    b = [int(x) for x in data[2 + n:2 + n + m]]

    out = []
    while a or b:
        if not b or (a and a[0] <= b[0]):
            out.append(a.pop(0))
        else:
            out.append(b.pop(0))
    print(" ".join(map(str, out)))


main()
