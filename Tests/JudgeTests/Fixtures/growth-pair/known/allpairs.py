# O(n^2) at worst: every pair from the front, stopping at the one that sums to the target
import sys

data = sys.stdin.buffer.read().split()
n, target = int(data[0]), int(data[1])
values = [int(v) for v in data[2:2 + n]]
for i in range(n):
    for j in range(i + 1, n):
        if values[i] + values[j] == target:
            print(i + 1, j + 1)
            sys.exit(0)
