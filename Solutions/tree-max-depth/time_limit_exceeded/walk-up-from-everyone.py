# SLOW: for every person, climbs parent by parent up to the founder. Correct, but O(n^2)
# when the tree is one long chain.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    parent = [int(x) for x in data[1:1 + n]]
    best = 0
    for person in range(n):
        length = 1
        current = person
        while parent[current] != -1:
            current = parent[current]
            length += 1
        best = max(best, length)
    print(best)


main()
