# Correct but slow: for every code, count its occurrences by scanning the whole list. O(n^2).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    codes = [int(token) for token in data[1:1 + n]]
    for x in codes:
        count = 0
        for y in codes:
            if y == x:
                count += 1
        if count == 1:
            print(x)
            break


main()
