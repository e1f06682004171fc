# O(n): one pass, each value's partner looked up among the values before it
import sys

data = sys.stdin.buffer.read().split()
n, target = int(data[0]), int(data[1])
seen = {}
for j in range(n):
    value = int(data[2 + j])
    if target - value in seen:
        print(seen[target - value] + 1, j + 1)
        break
    seen[value] = j
