# WRONG: counts only bits 0..31, as if the codes were 32-bit integers; they go up to 10^18,
# whose high bits are lost.
import sys

MOD = 1_000_000_007


def main():
    data = sys.stdin.buffer.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    total = 0
    for k in range(32):
        ones = sum((x >> k) & 1 for x in a)
        total = (total + ones * (n - ones) * (1 << k)) % MOD
    print(total)


main()
