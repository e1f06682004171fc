# O(n^2): a step per pair of m = n/100
import sys

n = int(sys.stdin.read())
x = 88172645463325252
M = (1 << 64) - 1


def step(x):
    x ^= (x << 13) & M
    x ^= x >> 7
    return x ^ ((x << 17) & M)


m = n // 100
for _ in range(m):
    for _ in range(m):
        x = step(x)
print(x)
