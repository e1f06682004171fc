# O(n^2) at worst (shuffled input), O(n) on sorted input: insertion sort
import sys

data = sys.stdin.buffer.read().split()
n = int(data[0])
values = [int(v) for v in data[1:1 + n]]
for i in range(1, n):
    value, j = values[i], i - 1
    while j >= 0 and values[j] > value:
        values[j + 1] = values[j]
        j -= 1
    values[j + 1] = value
print(" ".join(map(str, values)))
