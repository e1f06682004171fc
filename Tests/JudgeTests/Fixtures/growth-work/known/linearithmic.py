# O(n log n): a step per element and halving
import sys

n = int(sys.stdin.read())
x = 88172645463325252
M = (1 << 64) - 1


def step(x):
    x ^= (x << 13) & M
    x ^= x >> 7
    return x ^ ((x << 17) & M)


for _ in range(n):
    j = 1
    while j < n:
        x = step(x)
        j *= 2
print(x)
