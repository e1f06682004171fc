# Correct but O(n * answer), i.e. O(n^2) when ids are distinct: restarts from every position
# and extends until a repeat.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    ids = list(map(int, data[1:1 + n]))
    longest = 0
    for start in range(n):
        seen = set()
        end = start
        while end < n and ids[end] not in seen:
            seen.add(ids[end])
            end += 1
        longest = max(longest, end - start)
    print(longest)


main()
