# WRONG (duplicates ignored): keeps a set of the prefix sums seen, adding 1 per match instead of how many times that prefix sum occurred (zeros and cancelling values repeat prefix sums).
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    seen = {0}
    prefix = 0
    count = 0
    for i in range(n):
        prefix += int(data[2 + i])
        if prefix - k in seen:
            count += 1
        seen.add(prefix)
    print(count)


main()
