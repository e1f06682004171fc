# Correct but O(n^2) on a long run: counts upward from *every* value, not only from the start
# of each run.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = set(map(int, data[1:1 + n]))
    longest = 0
    for start in values:
        end = start
        while end + 1 in values:
            end += 1
        longest = max(longest, end - start + 1)
    print(longest)


main()
