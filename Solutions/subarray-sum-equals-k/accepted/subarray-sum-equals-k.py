# Subarray Sum Equals K — prefix sums + a dict counting the ones seen so far. O(n) expected.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n, k = int(data[0]), int(data[1])
    times_seen = {0: 1}
    prefix = 0
    count = 0
    for token in data[2:2 + n]:
        prefix += int(token)
        count += times_seen.get(prefix - k, 0)
        times_seen[prefix] = times_seen.get(prefix, 0) + 1
    print(count)


main()
