# Longest Consecutive Run — hash set, count only from values whose predecessor is absent.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = set(map(int, data[1:1 + n]))
    longest = 0
    for start in values:
        if start - 1 not in values:
            end = start
            while end + 1 in values:
                end += 1
            longest = max(longest, end - start + 1)
    print(longest)


main()
