# O(2^n): a step per 8 subsets
import sys

n = int(sys.stdin.read())
x = 88172645463325252
M = (1 << 64) - 1


def step(x):
    x ^= (x << 13) & M
    x ^= x >> 7
    return x ^ ((x << 17) & M)


for _ in range(1 << max(0, n - 3)):
    x = step(x)
print(x)
