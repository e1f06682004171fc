# Maximum Gap — pigeonhole buckets. The largest gap is at least the average (hi - lo) / (n - 1),
# so with buckets of width max(1, (hi - lo) // (n - 1)) no answer lies inside one bucket: keep
# each bucket's minimum and maximum, and compare each non-empty bucket's minimum with the
# previous non-empty bucket's maximum. O(n) time and memory.
import sys


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    values = list(map(int, data[1:1 + n]))
    if n < 2:
        print(0)
        return
    lo, hi = min(values), max(values)
    width = max(1, (hi - lo) // (n - 1))
    count = (hi - lo) // width + 1
    bucket_min = [None] * count
    bucket_max = [None] * count
    for v in values:
        b = (v - lo) // width
        if bucket_min[b] is None:
            bucket_min[b] = bucket_max[b] = v
        elif v < bucket_min[b]:
            bucket_min[b] = v
        elif v > bucket_max[b]:
            bucket_max[b] = v
    largest = 0
    previous_max = lo
    for b in range(count):
        if bucket_min[b] is not None:
            largest = max(largest, bucket_min[b] - previous_max)
            previous_max = bucket_max[b]
    print(largest)


main()
