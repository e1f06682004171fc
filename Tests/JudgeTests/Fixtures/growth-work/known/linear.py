# O(n): 10 steps per element
import sys

n = int(sys.stdin.read())
x = 88172645463325252
M = (1 << 64) - 1


def step(x):
    x ^= (x << 13) & M
    x ^= x >> 7
    return x ^ ((x << 17) & M)


for _ in range(n * 10):
    x = step(x)
print(x)
