# Correct but slow: XOR every pair directly. O(n^2).
import sys

MOD = 1_000_000_007


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    total = 0
    for i in range(n):
        for j in range(i + 1, n):
            total = (total + (a[i] ^ a[j])) % MOD
    print(total)


main()
