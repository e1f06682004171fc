# O(n^3): a step per triple of m = n/900
import sys

n = int(sys.stdin.read())
x = 88172645463325252
M = (1 << 64) - 1


def step(x):
    x ^= (x << 13) & M
    x ^= x >> 7
    return x ^ ((x << 17) & M)


m = n // 900
for _ in range(m):
    for _ in range(m):
        for _ in range(m):
            x = step(x)
print(x)
